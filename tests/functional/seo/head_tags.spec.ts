import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { isolated } from '#tests/helpers/db'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { makeVenture } from '#tests/helpers/ventures'
import { alternatesOf, canonicalOf, metaContent, tagsOf, titlesOf } from '#tests/helpers/html_head'
import { PAGE_CACHE_CONTROL } from '#middleware/page_cache_middleware'

const ORIGIN = `http://localhost:${process.env.PORT}`

/** A crawler: no cookies, no Accept-Language. */
async function crawl(client: any, path: string) {
  const response = await client.get(path)
  return { status: response.status() as number, html: response.text() as string, response }
}

test.group('Search engines: the head of every public page', (group) => {
  isolated(group)
  test('one <title> naming the page, its own description, canonical, hreflang and Open Graph on every public page', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner')
      .merge({ title: 'Lake view flat', images: ['/media/images/photo.jpg'] })
      .create()
    const venture = await makeVenture(await UserFactory.create(), { name: 'Skyline Residences' })
    const pages: [string, string][] = [
      [urlFor('home'), 'Find Your Dream Property'],
      [urlFor('properties.index'), 'Find Properties'],
      [urlFor('ventures.index'), 'Premium Ventures'],
      [
        urlFor('properties.show', { id: property.id }),
        'Lake view flat – ₹85 L, Gachibowli, Hyderabad, Telangana',
      ],
      [
        urlFor('ventures.show', { id: venture.id }),
        'Skyline Residences by Skyline Builders, Gachibowli, Hyderabad, Telangana',
      ],
      [urlFor('help'), 'Help Center'],
      [urlFor('contact_us'), 'Contact Us'],
      [urlFor('privacy_policy'), 'Privacy Policy'],
      [urlFor('terms_of_service'), 'Terms of Service'],
      [urlFor('cookie_policy'), 'Cookie Policy'],
    ]
    const descriptions = new Set<string>()
    for (const [path, name] of pages) {
      const { status, html } = await crawl(client, path)
      assert.equal(status, 200, path)
      assert.deepEqual(
        titlesOf(html),
        [`${name} · DreamHomes`],
        `${path}: one title naming the page`
      )
      const [description, ...moreDescriptions] = metaContent(html, 'description')
      assert.lengthOf(moreDescriptions, 0, `${path}: one description`)
      assert.isAbove(description.length, 40, path)
      descriptions.add(description)
      assert.deepEqual(canonicalOf(html), [`${ORIGIN}${path}`], `${path}: canonical`)
      assert.deepEqual(alternatesOf(html), {
        'en': `${ORIGIN}${path}?lang=en`,
        'hi': `${ORIGIN}${path}?lang=hi`,
        'te': `${ORIGIN}${path}?lang=te`,
        'x-default': `${ORIGIN}${path}`,
      })
      assert.deepEqual(metaContent(html, 'og:title'), [name], path)
      assert.deepEqual(metaContent(html, 'og:description'), [description], path)
      assert.deepEqual(metaContent(html, 'og:url'), [`${ORIGIN}${path}`], path)
      assert.deepEqual(metaContent(html, 'og:site_name'), ['DreamHomes'], path)
      assert.deepEqual(metaContent(html, 'og:locale'), ['en_IN'], path)
    }
    // Every page has a description of its own.
    assert.equal(descriptions.size, pages.length)
  })

  test('an unknown address answers 404 with one title naming it and no soft 200', async ({
    client,
    assert,
  }) => {
    const { status, html } = await crawl(client, '/no-such-page')
    assert.equal(status, 404)
    assert.deepEqual(titlesOf(html), ['Page not found · DreamHomes'])
    assert.lengthOf(metaContent(html, 'description'), 1)
  })

  test("a listing's title and description come from its data, price in its own currency", async ({
    client,
    assert,
  }) => {
    const indian = await PropertyFactory.with('owner')
      .merge({
        title: 'Garden villa',
        propertyType: 'villa',
        price: 32_500_000,
        bedrooms: 4,
        areaSqft: 3200,
      })
      .create()
    const american = await PropertyFactory.with('owner')
      .apply('us')
      .merge({ title: 'Brick townhouse', price: 450_000, bedrooms: 3, areaSqft: 1800 })
      .create()

    const india = await crawl(client, urlFor('properties.show', { id: indian.id }))
    assert.deepEqual(titlesOf(india.html), [
      'Garden villa – ₹3.25 Cr, Gachibowli, Hyderabad, Telangana · DreamHomes',
    ])
    assert.match(
      metaContent(india.html, 'description')[0],
      /^Villa for ₹3\.25 Cr in Gachibowli, Hyderabad, Telangana\. 4 bedrooms, 3,200 sq ft\. /
    )
    assert.deepEqual(metaContent(india.html, 'og:image'), [])
    assert.deepEqual(metaContent(india.html, 'twitter:card'), ['summary'])

    const us = await crawl(client, urlFor('properties.show', { id: american.id }))
    assert.deepEqual(titlesOf(us.html), [
      'Brick townhouse – $450,000, Short North, Columbus, Ohio · DreamHomes',
    ])
    assert.match(
      metaContent(us.html, 'description')[0],
      /^Apartment for \$450,000 in Short North, Columbus, Ohio\. 3 bedrooms, 1,800 sq ft\. /
    )
  })

  test('?lang= renders that language for the request only, is its own canonical, and saves nothing', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').merge({ title: 'Lake view flat' }).create()
    const path = urlFor('properties.show', { id: property.id })
    const hindi = await client
      .get(`${path}?lang=hi`)
      .withPlainCookie('locale', 'en')
      .header('accept-language', 'en-IN')
    hindi.assertStatus(200)
    assert.include(hindi.text(), '<html lang="hi">')
    assert.deepEqual(titlesOf(hindi.text()), [
      'Lake view flat – ₹85 L, Gachibowli, Hyderabad, Telangana में · DreamHomes',
    ])
    assert.match(
      metaContent(hindi.text(), 'description')[0],
      /^Gachibowli, Hyderabad, Telangana में ₹85 L में अपार्टमेंट।/
    )
    assert.deepEqual(canonicalOf(hindi.text()), [`${ORIGIN}${path}?lang=hi`])
    assert.deepEqual(metaContent(hindi.text(), 'og:locale'), ['hi_IN'])
    assert.sameMembers(metaContent(hindi.text(), 'og:locale:alternate'), ['en_IN', 'te_IN'])
    assert.equal(alternatesOf(hindi.text()).hi, `${ORIGIN}${path}?lang=hi`)
    // Only for this URL: no cookie is set, the page stays private to the browser (no shared cache keeps it).
    assert.notInclude(String(hindi.header('set-cookie') ?? ''), 'locale=')
    hindi.assertHeader('cache-control', PAGE_CACHE_CONTROL)
    const bare = await client.get(path).withPlainCookie('locale', 'en')
    assert.include(bare.text(), '<html lang="en">')
    assert.deepEqual(canonicalOf(bare.text()), [`${ORIGIN}${path}`])

    const telugu = await crawl(client, urlFor('home', {}, { qs: { lang: 'te' } }))
    assert.include(telugu.html, '<html lang="te">')
    assert.deepEqual(titlesOf(telugu.html), ['మీ కలల ప్రాపర్టీని కనుగొనండి · DreamHomes'])
    assert.deepEqual(canonicalOf(telugu.html), [`${ORIGIN}/?lang=te`])

    // Filters and other parameters never make another canonical page; an unknown language is ignored.
    const filtered = await crawl(
      client,
      urlFor(
        'properties.index',
        {},
        { qs: { search: 'villa', lang: 'xx', property_type: 'villa' } }
      )
    )
    assert.deepEqual(canonicalOf(filtered.html), [`${ORIGIN}/properties`])
  })

  test('choosing a language on a ?lang= page goes back to it without ?lang=, so the choice shows', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(urlFor('preferences.language'))
      .header('referer', `${ORIGIN}/properties?search=villa&lang=hi`)
      .withCsrfToken()
      .form({ language: 'te' })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', urlFor('properties.index', {}, { qs: { search: 'villa' } }))
    assert.equal(response.cookie('locale')?.value, 'te')
  })

  test('the US offers only English: ?lang=hi there is English, canonical is the bare URL, no hreflang', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').apply('us').create()
    const path = urlFor('properties.show', { id: property.id })
    const response = await client.get(`${path}?lang=hi`).withPlainCookie('country', 'US')
    assert.include(response.text(), '<html lang="en">')
    assert.deepEqual(canonicalOf(response.text()), [`${ORIGIN}${path}`])
    assert.deepEqual(alternatesOf(response.text()), {})
    assert.deepEqual(metaContent(response.text(), 'og:locale'), ['en_US'])
  })

  test('a page rendered without <Seo> still has exactly one title and the shell description', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client.get(urlFor('favorites')).loginAs(user)
    response.assertStatus(200)
    assert.lengthOf(titlesOf(response.text()), 1)
    assert.notEqual(titlesOf(response.text())[0], 'DreamHomes')
    assert.lengthOf(metaContent(response.text(), 'description'), 1)
    assert.lengthOf(tagsOf(response.text(), 'title'), 1)
  })
})
