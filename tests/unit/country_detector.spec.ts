import { test } from '@japa/runner'
import { detectCountry, detectLanguage } from '#services/geo/country_detector'

const config = {
  countryDomains: { 'dreamhomes.in': 'IN' as const, 'dreamhomes.com': 'US' as const },
  fallbackHosts: ['localhost', '*.preview.dreamhomes.dev'],
}
const request = (overrides: Partial<Parameters<typeof detectCountry>[0]> = {}) => ({
  host: 'localhost',
  languages: [],
  ...overrides,
})

test.group('Country detection (000 §4)', () => {
  test('the domain decides first', ({ assert }) => {
    assert.deepEqual(
      detectCountry(request({ host: 'dreamhomes.com', saved: 'IN', cdnCountry: 'IN' }), config),
      { code: 'US', source: 'domain' }
    )
    assert.deepEqual(detectCountry(request({ host: 'dreamhomes.in:443', saved: 'US' }), config), {
      code: 'IN',
      source: 'domain',
    })
  })

  test('on fallback and unknown hosts the saved choice decides', ({ assert }) => {
    assert.deepEqual(detectCountry(request({ saved: 'us' }), config), {
      code: 'US',
      source: 'saved',
    })
    assert.deepEqual(
      detectCountry(request({ host: 'pr-12.preview.dreamhomes.dev', saved: 'US' }), config),
      { code: 'US', source: 'saved' }
    )
  })

  test('then the CDN country header; any country but US becomes India', ({ assert }) => {
    assert.deepEqual(detectCountry(request({ cdnCountry: 'US' }), config), {
      code: 'US',
      source: 'cdn',
    })
    assert.deepEqual(detectCountry(request({ cdnCountry: 'GB' }), config), {
      code: 'IN',
      source: 'cdn',
    })
    assert.deepEqual(detectCountry(request({ saved: 'XX', cdnCountry: 'US' }), config), {
      code: 'US',
      source: 'cdn',
    })
  })

  test('then the Accept-Language region, then India', ({ assert }) => {
    assert.deepEqual(detectCountry(request({ languages: ['en-US', 'en'] }), config), {
      code: 'US',
      source: 'accept-language',
    })
    assert.deepEqual(detectCountry(request({ languages: ['fr-FR'] }), config), {
      code: 'IN',
      source: 'accept-language',
    })
    assert.deepEqual(detectCountry(request({ languages: ['en'] }), config), {
      code: 'IN',
      source: 'default',
    })
    assert.deepEqual(detectCountry(request(), config), { code: 'IN', source: 'default' })
  })

  test('an /api ?country= wins for that call', ({ assert }) => {
    assert.deepEqual(detectCountry(request({ host: 'dreamhomes.in', query: 'us' }), config), {
      code: 'US',
      source: 'query',
    })
  })
})

test.group('Language detection (000 §4)', () => {
  test('the saved choice wins when the country offers it', ({ assert }) => {
    assert.equal(detectLanguage('IN', 'te', ['hi-IN']), 'te')
    assert.equal(detectLanguage('IN', 'en', ['hi-IN']), 'en')
  })

  test('in India: the browser language when Hindi or Telugu, otherwise Hindi', ({ assert }) => {
    assert.equal(detectLanguage('IN', null, ['te-IN', 'en']), 'te')
    assert.equal(detectLanguage('IN', null, ['en-IN', 'hi']), 'hi')
    assert.equal(detectLanguage('IN', null, ['en-US']), 'hi')
    assert.equal(detectLanguage('IN', 'fr', ['en-GB']), 'hi')
  })

  test('no Accept-Language at all (not a browser): English', ({ assert }) => {
    assert.equal(detectLanguage('IN', null, []), 'en')
    assert.equal(detectLanguage('IN', 'te', []), 'te')
  })

  test('outside India only English', ({ assert }) => {
    assert.equal(detectLanguage('US', 'hi', ['hi-IN']), 'en')
    assert.equal(detectLanguage('US', null, ['te']), 'en')
  })
})
