import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { interpret } from '#services/assistant/interpreter'
import { seededGazetteer } from '#tests/unit/assistant/seeded_gazetteer'

/**
 * The refusal corpus (tests/fixtures/assistant/refusals_corpus.json) was
 * written before the matcher was read: discriminatory phrasings with the
 * categories they may be refused under, and look-alikes that must still be
 * read (not refused). The corpus names the categories; the matcher
 * reports diet with religion, race/colour and community with ethnicity
 * (refusal_terms.ts).
 */
type Row = { lang: 'en' | 'hi' | 'te'; text: string; refuse: string[] | null }
const CORPUS: Row[] = JSON.parse(
  readFileSync(new URL('../../fixtures/assistant/refusals_corpus.json', import.meta.url), 'utf8')
).phrasings

const REPORTED_AS: Record<string, string> = {
  religion: 'religion',
  diet: 'religion',
  caste: 'caste',
  community: 'ethnicity',
  race_colour: 'ethnicity',
  ethnicity: 'ethnicity',
  national_origin: 'origin',
  sex: 'sex',
  family_status: 'family',
  disability: 'disability',
}

const gazetteer = seededGazetteer('IN')

test.group('Assistant refusals corpus', () => {
  test('at least 60 phrasings per language, half of them look-alikes', ({ assert }) => {
    for (const lang of ['en', 'hi', 'te']) {
      const rows = CORPUS.filter((row) => row.lang === lang)
      assert.isAtLeast(rows.length, 60, lang)
      assert.isAtLeast(rows.filter((row) => row.refuse).length, 30, lang)
      assert.isAtLeast(rows.filter((row) => !row.refuse).length, 30, lang)
    }
  })

  test('[{lang}] {text} → refused')
    .with(CORPUS.filter((row) => row.refuse))
    .run(({ assert }, row) => {
      const reading = interpret(row.text, 'IN', gazetteer)
      assert.equal(reading.type, 'refusal', row.text)
      if (reading.type !== 'refusal') return
      assert.include(
        row.refuse!.map((category) => REPORTED_AS[category]),
        reading.ground,
        row.text
      )
    })

  test('[{lang}] {text} → not refused')
    .with(CORPUS.filter((row) => !row.refuse))
    .run(({ assert }, row) => {
      assert.notEqual(interpret(row.text, 'IN', gazetteer).type, 'refusal', row.text)
    })
})
