import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

const LOCALES = ['en', 'hi', 'te']

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) }
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {}
  )
}

function messagesOf(locale: string): Record<string, string> {
  const dir = app.languageFilesPath(locale)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .reduce<Record<string, string>>(
      (all, file) => ({
        ...all,
        ...flatten(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')), file.replace(/\.json$/, '')),
      }),
      {}
    )
}

test.group('Translations', () => {
  test('every key exists in en, hi and te', ({ assert }) => {
    const keys = Object.fromEntries(
      LOCALES.map((locale) => [locale, Object.keys(messagesOf(locale)).sort()])
    )
    for (const locale of LOCALES) {
      for (const other of LOCALES) {
        const missing = keys[other].filter((key) => !keys[locale].includes(key))
        assert.deepEqual(missing, [], `${locale} lacks keys that ${other} has`)
      }
    }
  })

  test('hi and te are written in their own scripts', ({ assert }) => {
    const scripts: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ }
    const sameEverywhere = new Set([
      'shell.brand',
      'shell.region.currency_inr',
      'shell.footer.email',
      'auth.email_placeholder',
      'master.units.more',
      'listings.whatsapp',
      'listings.bhk',
      'listings.bhk_plus',
      'listings.image_counter',
      'posting.price_preview',
    ])
    for (const [locale, script] of Object.entries(scripts)) {
      const untranslated = Object.entries(messagesOf(locale))
        .filter(([key, message]) => !sameEverywhere.has(key) && !script.test(message))
        .map(([key]) => key)
      assert.deepEqual(untranslated, [], `${locale} messages not in ${locale} script`)
    }
  })
})
