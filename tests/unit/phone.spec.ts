import { test } from '@japa/runner'
import { checkPhone, cleanPhone, PHONE_RULES } from '#rules/phone'

test.group('Phone rules (000 §5)', () => {
  test('strips spaces, hyphens, brackets and dots', ({ assert }) => {
    assert.equal(cleanPhone(' (987) 654-32.10 '), '9876543210')
    assert.equal(cleanPhone('+91 98765-43210'), '919876543210')
  })

  test('blank is required', ({ assert }) => {
    assert.deepEqual(checkPhone('   ', 'IN'), { ok: false, key: 'phone.required', params: {} })
  })

  test('defaults to India', ({ assert }) => {
    assert.deepEqual(checkPhone('9876543210'), { ok: true, formatted: '+91 98765 43210' })
  })

  test('India: 10-13 digits, mobile starts 6-9, reformatted', ({ assert }) => {
    assert.deepEqual(checkPhone('+91 98765 43210', 'IN'), {
      ok: true,
      formatted: '+91 98765 43210',
    })
    assert.deepEqual(checkPhone('09876543210', 'IN'), { ok: true, formatted: '+91 98765 43210' })
    assert.deepEqual(checkPhone('5876543210', 'IN'), {
      ok: false,
      key: 'phone.format',
      params: { example: '98765 43210' },
    })
    assert.deepEqual(checkPhone('98765', 'IN'), {
      ok: false,
      key: 'phone.length',
      params: { min: 10, max: 13, country: 'India' },
    })
    assert.deepEqual(checkPhone('98765432101234', 'IN'), {
      ok: false,
      key: 'phone.length',
      params: { min: 10, max: 13, country: 'India' },
    })
  })

  test('{country}: digit range {min}-{max}')
    .with(
      (Object.entries(PHONE_RULES) as [string, (typeof PHONE_RULES)['IN']][]).map(
        ([code, rule]) => ({ code, min: rule.min, max: rule.max, name: rule.name })
      )
    )
    .run(({ assert }, { code, min, max, name }) => {
      const short = checkPhone('2'.repeat(min - 1), code)
      const long = checkPhone('2'.repeat(max + 1), code)
      for (const result of [short, long]) {
        assert.deepEqual(result, {
          ok: false,
          key: 'phone.length',
          params: { min, max, country: name },
        })
      }
    })

  test('every country accepts its own example and formats it', ({ assert }) => {
    for (const [code, rule] of Object.entries(PHONE_RULES)) {
      const result = checkPhone(rule.example, code)
      assert.isTrue(result.ok, `${code} rejects its example ${rule.example}`)
      if (result.ok)
        assert.isTrue(
          result.formatted.startsWith(rule.dialCode + ' '),
          `${code} → ${result.formatted}`
        )
    }
  })

  test('US and Canada format as +1 (AAA) BBB-CCCC, with or without the leading 1', ({ assert }) => {
    assert.deepEqual(checkPhone('212-555-0123', 'US'), { ok: true, formatted: '+1 (212) 555-0123' })
    assert.deepEqual(checkPhone('1 (416) 555 0123', 'CA'), {
      ok: true,
      formatted: '+1 (416) 555-0123',
    })
    assert.deepEqual(checkPhone('112-555-0123', 'US'), {
      ok: false,
      key: 'phone.format',
      params: { example: '(212) 555-0123' },
    })
  })

  test('letters fail the pattern check', ({ assert }) => {
    assert.deepEqual(checkPhone('98765abc10', 'IN'), {
      ok: false,
      key: 'phone.length',
      params: { min: 10, max: 13, country: 'India' },
    })
    assert.deepEqual(checkPhone('98765x432100', 'IN'), {
      ok: false,
      key: 'phone.format',
      params: { example: '98765 43210' },
    })
  })

  test('an unknown country takes 7-15 digits', ({ assert }) => {
    assert.deepEqual(checkPhone('123456', 'BR'), {
      ok: false,
      key: 'phone.unknownLength',
      params: {},
    })
    assert.deepEqual(checkPhone('1234567890123456', 'BR'), {
      ok: false,
      key: 'phone.unknownLength',
      params: {},
    })
    assert.deepEqual(checkPhone('55 11 91234 5678', 'BR'), {
      ok: true,
      formatted: '+5511912345678',
    })
  })
})
