import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { formatMessage } from '#rules/format_message'

test.group('Client message formatter', () => {
  test('replaces arguments and leaves unknown ones visible', ({ assert }) => {
    assert.equal(
      formatMessage('Phone number must be {min}-{max} digits for {country}', {
        min: 10,
        max: 13,
        country: 'India',
      }),
      'Phone number must be 10-13 digits for India'
    )
    assert.equal(formatMessage('Hello {name}'), 'Hello {name}')
  })

  test('plural with one/other, exact matches and # formatted for the locale', ({ assert }) => {
    const msg = '{count, plural, =0 {no credits} one {# credit} other {# credits}}'
    assert.equal(formatMessage(msg, { count: 0 }), 'no credits')
    assert.equal(formatMessage(msg, { count: 1 }), '1 credit')
    assert.equal(formatMessage(msg, { count: 1500 }), '1,500 credits')
    assert.equal(formatMessage(msg, { count: 150000 }, 'en-IN'), '1,50,000 credits')
  })

  test('a number argument is formatted for the locale', ({ assert }) => {
    assert.equal(
      formatMessage('At most {max, number} units', { max: 10000 }),
      'At most 10,000 units'
    )
    assert.equal(
      formatMessage('At most {max, number} units', { max: 150000 }, 'hi'),
      'At most 1,50,000 units'
    )
  })

  test('agrees with the server ICU formatter on every message of every language', ({ assert }) => {
    // Sample values for every argument a message uses; counts get numbers.
    const numeric = new Set([
      'count',
      'seconds',
      'min',
      'max',
      'year',
      'current',
      'total',
      'left',
      'perHour',
      'undoDays',
      'days',
    ])
    for (const locale of ['en', 'hi', 'te']) {
      const i18n = i18nManager.locale(locale)
      for (const [key, message] of Object.entries(i18nManager.getTranslationsFor(locale))) {
        const names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1])
        for (const count of [1, 3]) {
          const values = Object.fromEntries(
            names.map((name) => [name, numeric.has(name) ? count : `<${name}>`])
          )
          assert.equal(
            formatMessage(message, values, locale),
            i18n.formatRawMessage(message, values),
            `${locale} ${key} (${count})`
          )
        }
      }
    }
  })
})
