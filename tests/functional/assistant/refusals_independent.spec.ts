import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import limiter from '@adonisjs/limiter/services/main'
import LocationTree from '#services/locations/location_tree'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import { isolated } from '#tests/helpers/db'

/**
 * The independent refusal corpus (issue 27): every phrase goes through the
 * real POST /api/chat/send. A phrase marked "refuse" must come back without
 * filters or a search link, naming its reason (the ground of its category);
 * a harmless look-alike marked "search" must come back as a search. One test
 * per language and expectation, whose failure lists every phrase that failed.
 */
type Phrase = {
  lang: 'en' | 'hi' | 'te'
  text: string
  expect: 'refuse' | 'search'
  category: string
  country?: 'IN' | 'US'
}

const corpus: { phrases: Phrase[] } = JSON.parse(
  readFileSync(app.makePath('tests/fixtures/assistant/refusals_independent.json'), 'utf8')
)

/** The reasons the reply may name for a category (the corpus policy's "grounds"). */
const GROUNDS: Record<string, string[]> = {
  religion: ['religion'],
  diet: ['religion'],
  caste: ['caste'],
  race: ['ethnicity'],
  ethnicity: ['ethnicity', 'origin'],
  origin: ['origin', 'ethnicity'],
  community: ['ethnicity', 'caste', 'religion'],
  family: ['family'],
  sex: ['sex'],
  disability: ['disability'],
}

const send = (client: any, phrase: Phrase) =>
  client
    .post(urlFor('api.chat.send'))
    .json({ message: phrase.text, language: phrase.lang, country: phrase.country ?? 'IN' })

/** The refusal as the reply words it for a ground, in the phrase's language. */
function refusalText(lang: Phrase['lang'], ground: string) {
  const i18n = i18nManager.locale(lang)
  return i18n.t('assistant.reply.refusal', { ground: i18n.t(`assistant.reply.grounds.${ground}`) })
}

const ALL_GROUNDS = [...new Set(Object.values(GROUNDS).flat())]

/** Why a phrase's answer is wrong, or null when it is right. */
function mismatch(phrase: Phrase, status: number, body: any): string | null {
  if (status !== 200) return `status ${status}`
  const refused = ALL_GROUNDS.some((g) => body.response === refusalText(phrase.lang, g))
  if (phrase.expect === 'search') {
    if (refused) return `refused: ${body.response.slice(0, 60)}`
    if (!body.filters?.kind || !body.search_url) return `not a search: ${body.response}`
    return null
  }
  if (!refused) return body.filters ? `searched ${JSON.stringify(body.filters)}` : body.response
  if (body.filters !== null || body.search_url !== null) return 'refused but searched too'
  if (!GROUNDS[phrase.category].some((g) => body.response === refusalText(phrase.lang, g))) {
    return `wrong reason: ${body.response.slice(0, 60)}`
  }
  return null
}

test.group('Independent refusal corpus through POST /api/chat/send', (group) => {
  isolated(group)
  group.each.setup(async () => {
    await new LocationsSeeder(db.connection()).run()
    const tree = await app.container.make(LocationTree)
    tree.invalidate()
    return () => tree.invalidate()
  })

  for (const lang of ['en', 'hi', 'te'] as const) {
    for (const expect of ['refuse', 'search'] as const) {
      const phrases = corpus.phrases.filter((p) => p.lang === lang && p.expect === expect)
      test(`${lang}: ${phrases.length} phrases must ${expect}`, async ({ client, assert }) => {
        assert.isAtLeast(phrases.length, 30)
        const failures: string[] = []
        for (const phrase of phrases) {
          // The assistant's rate limit (20 a minute) is not what is tested here.
          await limiter.clear()
          const response = await send(client, phrase)
          const why = mismatch(phrase, response.status(), response.body())
          if (why) failures.push(`"${phrase.text}" (${phrase.category}): ${why}`)
        }
        assert.deepEqual(failures, [], `${failures.length} failed:\n${failures.join('\n')}`)
      }).timeout(120_000)
    }
  }
})
