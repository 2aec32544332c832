import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { isolated } from '#tests/helpers/db'
import { pageMessages } from '#tests/helpers/page_messages'

test.group('Country and language in pages', (group) => {
  isolated(group)

  test('India by default, Hindi by default in India, INR with the currency element data', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get(urlFor('home'))
      .header('accept-language', 'en-IN,en;q=0.9')
      .withInertia()
    const { market, locale } = response.inertiaProps
    const messages = pageMessages(response.inertiaProps)
    assert.equal(market.country, 'IN')
    assert.equal(locale, 'hi')
    assert.deepEqual(
      market.languages.map((l: { code: string }) => l.code),
      ['en', 'hi', 'te']
    )
    assert.containSubset(market.currency, {
      code: 'INR',
      symbol: '₹',
      perInr: 1,
      source: 'fallback',
    })
    assert.equal(messages['auth.sign_in'], 'लॉग इन करें')
  })

  test('a US browser gets the US, English only, prices in USD', async ({ client, assert }) => {
    const response = await client
      .get(urlFor('home'))
      .header('accept-language', 'en-US,en;q=0.9')
      .withInertia()
    const { market, locale } = response.inertiaProps
    assert.equal(market.country, 'US')
    assert.equal(locale, 'en')
    assert.deepEqual(
      market.languages.map((l: { code: string }) => l.code),
      ['en']
    )
    assert.equal(market.currency.code, 'USD')
    assert.closeTo(market.currency.perInr, 1 / 83.25, 1e-12)
  })

  test('the CDN country header decides before Accept-Language', async ({ client }) => {
    const response = await client
      .get(urlFor('home'))
      .header('cf-ipcountry', 'US')
      .header('accept-language', 'te-IN')
      .withInertia()
    response.assertInertiaPropsContains({ market: { country: 'US' }, locale: 'en' })
  })

  test('choosing a country saves it and the next page follows it', async ({ client }) => {
    const choose = await client
      .post(urlFor('preferences.country'))
      .withCsrfToken()
      .form({ country: 'US' })
      .redirects(0)
    choose.assertStatus(302)
    const cookie = choose.cookie('country')
    const page = await client
      .get(urlFor('home'))
      .withPlainCookie('country', cookie?.value)
      .withInertia()
    page.assertInertiaPropsContains({
      market: { country: 'US', currency: { code: 'USD' } },
      locale: 'en',
    })
  })

  test("choosing a country on a production domain moves to that country's domain", async ({
    client,
  }) => {
    const viaInertia = await client
      .post(urlFor('preferences.country'))
      .header('host', 'dreamhomes.in')
      .withCsrfToken()
      .withInertia()
      .form({ country: 'US' })
      .redirects(0)
    viaInertia.assertStatus(409)
    viaInertia.assertHeader('x-inertia-location', 'http://dreamhomes.com/')
  })

  test('an unknown country is refused and saves nothing', async ({ client, assert }) => {
    const response = await client
      .post(urlFor('preferences.country'))
      .withCsrfToken()
      .form({ country: 'FR' })
      .redirects(0)
    response.assertStatus(302)
    assert.isUndefined(response.cookie('country'))
  })

  test('choosing Telugu saves it; only Telugu messages reach the browser', async ({
    client,
    assert,
  }) => {
    const choose = await client
      .post(urlFor('preferences.language'))
      .withCsrfToken()
      .form({ language: 'te' })
      .redirects(0)
    const page = await client
      .get(urlFor('home'))
      .withPlainCookie('locale', choose.cookie('locale')?.value)
      .withInertia()
    const { locale } = page.inertiaProps
    const messages = pageMessages(page.inertiaProps)
    assert.equal(locale, 'te')
    assert.equal(messages['pages.home.title'], 'మీ కలల ప్రాపర్టీని కనుగొనండి')
    const devanagari = Object.values(messages as Record<string, string>).filter((m) =>
      /[\u0900-\u097F]/.test(m)
    )
    assert.deepEqual(devanagari, [])
  })

  test('a saved Hindi choice is not used in the US (English only there)', async ({ client }) => {
    const page = await client
      .get(urlFor('home'))
      .withPlainCookie('locale', 'hi')
      .withPlainCookie('country', 'US')
      .withInertia()
    page.assertInertiaPropsContains({ locale: 'en', market: { country: 'US' } })
  })

  test('the server-rendered page is in the chosen language, with the html lang attribute', async ({
    client,
    assert,
  }) => {
    const page = await client.get(urlFor('home')).withPlainCookie('locale', 'te')
    assert.include(page.text(), '<html lang="te">')
    assert.match(page.text(), /<h1[^>]*>మీ కలల ప్రాపర్టీని కనుగొనండి<\/h1>/)
  })

  test('/api messages follow Accept-Language and default to English', async ({ client }) => {
    const english = await client.get(urlFor('api.auth.me'))
    english.assertBody({ detail: 'Please sign in to continue.' })
    const hindi = await client.get(urlFor('api.auth.me')).header('accept-language', 'hi-IN')
    hindi.assertStatus(401)
    hindi.assertBodyNotContains({ detail: 'Please sign in to continue.' })
  })
})

test.group('Requests that are not browsers', () => {
  test('no Accept-Language header (curl, crawlers): India, in English', async ({
    client,
    assert,
  }) => {
    const page = await client.get(urlFor('home'))
    assert.include(page.text(), '<html lang="en">')
    assert.match(page.text(), /<h1[^>]*>Find Your Dream Property<\/h1>/)
  })
})
