import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { PropertyFactory } from '#database/factories/property_factory'
test('dump', async ({ client }) => {
  app.config.set('seo.sitemapPageSize', 2)
  await PropertyFactory.with('owner').createMany(5)
  for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-properties.xml?country=IN&after=2']) {
    const r = await client.get(url)
    console.log(r.status(), r.header('content-type'), r.header('cache-control'), '\n' + r.text())
  }
})
