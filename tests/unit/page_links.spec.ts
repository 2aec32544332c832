import { test } from '@japa/runner'
import { COUNTRIES } from '#rules/countries'
import { pageLinksFor } from '#services/seo/page_links'

const india = {
  origin: 'https://dreamhomes.in',
  path: '/properties',
  country: COUNTRIES.IN,
  language: 'en' as const,
}

test.group('Page links (README "Search engines"), from the address alone', () => {
  test('the bare path is the x-default; each offered language has its ?lang= form', ({
    assert,
  }) => {
    const links = pageLinksFor({ ...india, query: { page: '2' } })
    assert.equal(links.canonical, 'https://dreamhomes.in/properties')
    assert.deepEqual(links.alternates, [
      { hreflang: 'en', href: 'https://dreamhomes.in/properties?lang=en' },
      { hreflang: 'hi', href: 'https://dreamhomes.in/properties?lang=hi' },
      { hreflang: 'te', href: 'https://dreamhomes.in/properties?lang=te' },
      { hreflang: 'x-default', href: 'https://dreamhomes.in/properties' },
    ])
    assert.equal(links.ogLocale, 'en_IN')
    assert.deepEqual(links.ogLocaleAlternates, ['hi_IN', 'te_IN'])
  })

  test('?lang= of an offered language is its own canonical; any other value is ignored', ({
    assert,
  }) => {
    const telugu = pageLinksFor({ ...india, language: 'te', query: { lang: 'te' } })
    assert.equal(telugu.canonical, 'https://dreamhomes.in/properties?lang=te')
    assert.equal(telugu.ogLocale, 'te_IN')
    assert.equal(
      pageLinksFor({ ...india, query: { lang: 'fr' } }).canonical,
      'https://dreamhomes.in/properties'
    )
  })

  test('a country with one language has no alternates', ({ assert }) => {
    const us = pageLinksFor({
      origin: 'https://dreamhomes.com',
      path: '/',
      query: { lang: 'en' },
      country: COUNTRIES.US,
      language: 'en',
    })
    assert.equal(us.canonical, 'https://dreamhomes.com/')
    assert.deepEqual(us.alternates, [])
    assert.deepEqual(us.ogLocaleAlternates, [])
  })
})
