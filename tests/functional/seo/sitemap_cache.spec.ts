import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { get, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import sitemapCache from '#services/seo/sitemap_cache'
import { RATE_LIMITS } from '#config/limiter'
import { expectStatus } from '#tests/helpers/http'

/** The first properties file of India's sitemap (a function: routes are named once the app has started). */
const propertiesFile = () => urlFor('sitemap.properties', {}, { qs: { country: 'IN', after: 0 } })

/** A request to the test server whose body is not inflated, to see what was sent. */
function raw(
  path: string,
  encoding: string
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(
      { host: 'localhost', port: process.env.PORT, path, headers: { 'accept-encoding': encoding } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          })
        )
        response.on('error', reject)
      }
    ).on('error', reject)
  })
}

test.group('Search engines: the sitemap is built once an hour, limited per IP', (group) => {
  isolated(group)
  group.each.setup(() => sitemapCache.clear())

  test('a file and the index are built once, then sent as kept: gzip to a crawler, XML to a client without gzip', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const listing = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const first = await raw(propertiesFile(), 'gzip')
    assert.equal(first.status, 200)
    assert.equal(first.headers['content-encoding'], 'gzip')
    assert.include(first.headers.vary, 'Accept-Encoding')
    const xml = gunzipSync(first.body).toString('utf8')
    assert.include(xml, `/properties/${listing.id}</loc>`)
    const again = await raw(propertiesFile(), 'br, gzip')
    assert.isTrue(again.body.equals(first.body))
    const plain = await raw(propertiesFile(), 'identity')
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.body.toString('utf8'), xml)
    assert.equal(sitemapCache.builds, 1)
    // Kept for the hour crawlers are told they may keep it: a listing added meanwhile waits for the next build.
    const later = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const kept = await raw(propertiesFile(), 'gzip')
    assert.notInclude(gunzipSync(kept.body).toString('utf8'), `/properties/${later.id}</loc>`)
    await expectStatus(client.get(urlFor('sitemap')), 200)
    await expectStatus(client.get(urlFor('sitemap')), 200)
    assert.equal(sitemapCache.builds, 2)
  })

  test(`answers 429 after ${RATE_LIMITS.sitemapsPerIp.requests} requests a minute from one address`, async ({
    client,
    assert,
  }) => {
    const { requests } = RATE_LIMITS.sitemapsPerIp
    for (let i = 0; i < requests; i++) {
      await expectStatus(client.get(i % 2 ? urlFor('sitemap') : propertiesFile()), 200)
    }
    const refused = await client.get(propertiesFile())
    // A crawler is told to come back later, never redirected to a page.
    refused.assertStatus(429)
    assert.isOk(refused.header('retry-after'))
    assert.match(refused.body().detail, /^Too many attempts/)
  }).timeout(60_000)
})
