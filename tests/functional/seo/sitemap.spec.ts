import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { makeVenture } from '#tests/helpers/ventures'
import { xmlSchemaErrors } from '#tests/helpers/xml_schema'
import { isolated } from '#tests/helpers/db'
import db from '@adonisjs/lucid/services/db'
import { PRIVATE_PATHS } from '#services/seo/robots'
import sitemapCache from '#services/seo/sitemap_cache'
import { expectStatus } from '#tests/helpers/http'
import { disallowCovers, servedRobotsTxt } from '#tests/helpers/seo'

const ORIGIN = `http://localhost:${process.env.PORT}`

/** Ids the public may open, in id order (rows other test files left count too). */
async function publicIds(table: 'properties' | 'ventures', country = 'IN') {
  const query = db
    .from(table)
    .where('country_code', country)
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id')
  const rows = await (table === 'properties'
    ? query.where('listing_state', 'active')
    : query.where('is_public', true))
  return rows.map((row) => Number(row.id))
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))

/** Every file the index names, fetched and checked against sitemap.xsd; the URLs they list. */
async function crawlSitemap(client: any, assert: any, host?: string) {
  const get = (path: string) => (host ? client.get(path).header('host', host) : client.get(path))
  const index = await get(urlFor('sitemap'))
  index.assertStatus(200)
  assert.match(index.header('content-type'), /^application\/xml/)
  assert.deepEqual(
    await xmlSchemaErrors(index.text(), 'siteindex'),
    [],
    'the index against siteindex.xsd'
  )
  const files = locsOf(index.text())
  const urls: string[] = []
  const sizes: number[] = []
  for (const file of files) {
    const url = new URL(file)
    const page = await get(`${url.pathname}${url.search}`)
    page.assertStatus(200)
    assert.deepEqual(
      await xmlSchemaErrors(page.text(), 'sitemap'),
      [],
      `${file} against sitemap.xsd`
    )
    const listed = locsOf(page.text())
    sizes.push(listed.length)
    urls.push(...listed)
  }
  return { files, urls, sizes }
}

test.group('Search engines: sitemap and robots.txt', (group) => {
  isolated(group)
  // Each test builds its rows: no document kept from another test's (sitemap_cache.ts).
  group.each.setup(() => sitemapCache.clear())
  group.each.setup(() => () => app.config.set('seo.sitemapPageSize', 50_000))

  test('robots.txt keeps private pages out, leaves listings and search open and points to the sitemap', async ({
    client,
    assert,
  }) => {
    const text = await servedRobotsTxt(client, assert)
    const lines = text.split('\n')
    assert.include(lines, 'User-agent: *')
    assert.deepEqual(
      lines.filter((l) => l.startsWith('Disallow:')),
      PRIVATE_PATHS.map((p) => `Disallow: ${p}`)
    )
    // Every signed-in screen, payment return and the API are kept out, whatever their addresses become.
    for (const path of [
      urlFor('my_listings'),
      urlFor('favorites'),
      urlFor('credits'),
      urlFor('dashboard'),
      urlFor('admin'),
      urlFor('bulk_upload'),
      urlFor('venture_management'),
      urlFor('venture_builder', { id: 1 }),
      urlFor('add_property'),
      urlFor('api.auth.me'),
      urlFor('demo_checkout.show', { id: 1 }),
      urlFor('bookings.return', { id: 1 }),
      urlFor('create_venture'),
    ]) {
      assert.isTrue(
        PRIVATE_PATHS.some((rule) => disallowCovers(rule, path)),
        `robots.txt disallows ${path}`
      )
    }
    assert.notInclude(lines, 'Disallow: /properties')
    assert.notInclude(lines, 'Disallow: /ventures')
    assert.include(lines, `Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  test('lists every active listing and public venture, and nothing else', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const active = await PropertyFactory.merge({ ownerId: owner.id }).createMany(2)
    const american = await PropertyFactory.merge({ ownerId: owner.id }).apply('us').create()
    const hidden = [
      await PropertyFactory.merge({ ownerId: owner.id }).apply('draft').create(),
      await PropertyFactory.merge({ ownerId: owner.id }).apply('expired').create(),
      await PropertyFactory.merge({ ownerId: owner.id, deletedAt: DateTime.now() }).create(),
    ]
    const venture = await makeVenture(owner)
    const hiddenVentures = [
      await makeVenture(owner, { isPublic: false, publishedAt: null }),
      await makeVenture(owner, { deletedAt: DateTime.now() }),
    ]

    const { urls } = await crawlSitemap(client, assert)
    const listed = (prefix: string) =>
      urls.filter((u) => u.startsWith(`${ORIGIN}${prefix}`) && /\/\d+$/.test(u))
    const publicListings = [
      ...(await publicIds('properties')),
      ...(await publicIds('properties', 'US')),
    ]
    assert.includeMembers(
      publicListings,
      [...active, american].map((p) => p.id)
    )
    assert.sameMembers(
      listed('/properties/'),
      publicListings.map((id) => `${ORIGIN}/properties/${id}`)
    )
    assert.sameMembers(
      listed('/ventures/'),
      [...(await publicIds('ventures')), ...(await publicIds('ventures', 'US'))].map(
        (id) => `${ORIGIN}/ventures/${id}`
      )
    )
    assert.include(urls, `${ORIGIN}/ventures/${venture.id}`)
    for (const p of hidden) assert.notInclude(urls, `${ORIGIN}/properties/${p.id}`)
    for (const v of hiddenVentures) assert.notInclude(urls, `${ORIGIN}/ventures/${v.id}`)
    // The public pages too.
    for (const path of [
      '/',
      '/properties',
      '/ventures',
      '/help',
      '/contact-us',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]) {
      assert.include(urls, `${ORIGIN}${path}`)
    }
  })

  test("a country's domain lists that country's listings only, on its own origin", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const indian = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const american = await PropertyFactory.merge({ ownerId: owner.id }).apply('us').create()
    const { urls } = await crawlSitemap(client, assert, 'dreamhomes.com')
    assert.include(urls, `http://dreamhomes.com/properties/${american.id}`)
    assert.notInclude(urls, `http://dreamhomes.com/properties/${indian.id}`)
  })

  test('the index splits each source into files of at most the page size, keyset by id', async ({
    client,
    assert,
  }) => {
    app.config.set('seo.sitemapPageSize', 2)
    const owner = await UserFactory.create()
    const listings = await PropertyFactory.merge({ ownerId: owner.id }).createMany(5)
    await PropertyFactory.merge({ ownerId: owner.id }).apply('draft').create()
    const ventures = [await makeVenture(owner), await makeVenture(owner), await makeVenture(owner)]

    const { files, urls, sizes } = await crawlSitemap(client, assert)
    const properties = await publicIds('properties')
    const venturesIds = await publicIds('ventures')
    const us = await publicIds('properties', 'US')
    assert.includeMembers(
      properties,
      listings.map((p) => p.id)
    )
    assert.includeMembers(
      venturesIds,
      ventures.map((v) => v.id)
    )
    // Files of 2, each named by the id before its first row: ids[0], ids[2], ids[4]...
    const starts = (ids: number[]) =>
      ids.filter((_, i) => i % 2 === 0).map((id, i) => (i === 0 ? 0 : id - 1))
    const expected = [
      `${ORIGIN}/sitemap-pages.xml`,
      ...starts(properties).map(
        (after) => `${ORIGIN}/sitemap-properties.xml?country=IN&after=${after}`
      ),
      ...starts(us).map((after) => `${ORIGIN}/sitemap-properties.xml?country=US&after=${after}`),
      ...starts(venturesIds).map(
        (after) => `${ORIGIN}/sitemap-ventures.xml?country=IN&after=${after}`
      ),
    ]
    assert.deepEqual(
      files.filter((f) => !f.includes('sitemap-ventures.xml?country=US')),
      expected
    )
    // Every source file holds at most 2 URLs; together they list each public id once.
    assert.isTrue(
      sizes.slice(1).every((size) => size >= 1 && size <= 2),
      String(sizes)
    )
    const listed = urls.filter((u) => /\/(properties|ventures)\/\d+$/.test(u))
    assert.equal(new Set(listed).size, listed.length)
    assert.includeMembers(listed, [
      ...listings.map((p) => `${ORIGIN}/properties/${p.id}`),
      ...ventures.map((v) => `${ORIGIN}/ventures/${v.id}`),
    ])
  })

  test('a file it does not list is 404, never a 500', async ({ client }) => {
    for (const path of [
      '/sitemap-properties.xml?country=XX',
      '/sitemap-properties.xml?after=-1',
      '/sitemap-ventures.xml?after=abc',
    ]) {
      await expectStatus(client.get(path), 404)
    }
    await expectStatus(
      client
        .get(urlFor('sitemap.properties', {}, { qs: { country: 'US' } }))
        .header('host', 'dreamhomes.in'),
      404
    )
  })

  test('the XSD check catches what the protocol forbids', async ({ assert }) => {
    const bad =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>'
    assert.isNotEmpty(await xmlSchemaErrors(bad, 'sitemap'))
    const empty =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>'
    assert.isNotEmpty(await xmlSchemaErrors(empty, 'siteindex'))
  })
})
