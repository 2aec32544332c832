import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { PropertyFactory } from '#database/factories/property_factory'
import { xmlSchemaErrors } from '#tests/helpers/xml_schema'
import { tagsOf } from '#tests/helpers/html_head'
import { isolated } from '#tests/helpers/db'
import sitemapCache from '#services/seo/sitemap_cache'

type Link = { hreflang: string; href: string }

const decode = (text: string) => text.replace(/&amp;/g, '&')

/** Each <url> of a urlset: its loc and its xhtml:link alternates. */
function urlsOf(xml: string): Map<string, Link[]> {
  const urls = new Map<string, Link[]>()
  for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = decode(body.match(/<loc>([^<]*)<\/loc>/)![1])
    const links = [
      ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ]
    urls.set(
      loc,
      links.map(([, hreflang, href]) => ({ hreflang, href: decode(href) }))
    )
  }
  return urls
}

/** The hreflang links of a page's own head. */
const headAlternates = (html: string): Link[] =>
  tagsOf(html, 'link')
    .filter((link) => link.rel === 'alternate' && link.hreflang)
    .map(({ hreflang, href }) => ({ hreflang, href }))

test.group('Sitemap: the Hindi and Telugu versions, as the pages list them', (group) => {
  isolated(group)
  group.each.setup(() => sitemapCache.clear())

  test('on the Indian domain, each listing and public page lists en, hi, te and x-default as its head does', async ({
    client,
    assert,
  }) => {
    const listing = await PropertyFactory.with('owner').create()
    const host = 'dreamhomes.in'
    const file = await client
      .get(urlFor('sitemap.properties', {}, { qs: { country: 'IN', after: 0 } }))
      .header('host', host)
    file.assertStatus(200)
    assert.deepEqual(await xmlSchemaErrors(file.text(), 'sitemap'), [])

    const pages = await client.get(urlFor('sitemap.pages')).header('host', host)
    assert.deepEqual(await xmlSchemaErrors(pages.text(), 'sitemap'), [])

    for (const [xml, path] of [
      [file.text(), urlFor('properties.show', { id: listing.id })],
      [pages.text(), urlFor('contact_us')],
    ]) {
      const [loc, links] = [...urlsOf(xml)].find(([url]) => new URL(url).pathname === path)!
      assert.deepEqual(
        links.map((link) => link.hreflang),
        ['en', 'hi', 'te', 'x-default']
      )
      assert.deepEqual(links.at(-1)!.href, loc)
      const page = await client.get(path).header('host', host)
      assert.sameDeepMembers(links, headAlternates(page.text()), path)
    }
  })

  test('on the US domain, one language: no alternates, as the pages have none', async ({
    client,
    assert,
  }) => {
    const listing = await PropertyFactory.with('owner').apply('us').create()
    const host = 'dreamhomes.com'
    const file = await client
      .get(urlFor('sitemap.properties', {}, { qs: { country: 'US', after: 0 } }))
      .header('host', host)
    const urls = urlsOf(file.text())
    const path = urlFor('properties.show', { id: listing.id })
    const [, links] = [...urls].find(([url]) => new URL(url).pathname === path)!
    assert.deepEqual(links, [])
    const page = await client.get(path).header('host', host)
    assert.deepEqual(headAlternates(page.text()), [])
  })

  test('the XSD check refuses a language link without its address', async ({ assert }) => {
    const bad =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://dreamhomes.in/</loc><xhtml:link rel="alternate" hreflang="hi"/></url></urlset>'
    assert.isNotEmpty(await xmlSchemaErrors(bad, 'sitemap'))
  })
})
