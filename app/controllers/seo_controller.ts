import { Readable } from 'node:stream'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { trustedOrigin } from '#services/http/origin'
import { robotsTxt } from '#services/seo/robots'
import { sitemapCountries, sitemapIndexEntries, sitemapPageParams, sitemapSourceEntries, PUBLIC_PAGES } from '#services/seo/sitemap_files'
import { sitemapIndexXml, urlsetXml, type SitemapSource } from '#services/seo/sitemap'
import type seoConfig from '#config/seo'

/** Crawlers may keep these an hour; they depend on the host only (never on cookies). */
const CRAWLER_CACHE = 'public, max-age=3600'
const XML = 'application/xml; charset=utf-8'

/** robots.txt and the sitemap (README "Search engines"). */
export default class SeoController {
  async robots(ctx: HttpContext) {
    ctx.response.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', CRAWLER_CACHE)
    return robotsTxt(`${trustedOrigin(ctx)}${urlFor('sitemap')}`)
  }

  async index(ctx: HttpContext) {
    const entries = await sitemapIndexEntries(trustedOrigin(ctx), sitemapCountries(ctx), config().sitemapPageSize)
    ctx.response.header('Content-Type', XML).header('Cache-Control', CRAWLER_CACHE)
    return sitemapIndexXml(entries)
  }

  async pages(ctx: HttpContext) {
    const origin = trustedOrigin(ctx)
    ctx.response.header('Content-Type', XML).header('Cache-Control', CRAWLER_CACHE)
    ctx.response.stream(Readable.from(urlsetXml(PUBLIC_PAGES.map((name) => ({ loc: `${origin}${urlFor(name)}` })))))
  }

  async properties(ctx: HttpContext) {
    return this.source(ctx, 'properties')
  }

  async ventures(ctx: HttpContext) {
    return this.source(ctx, 'ventures')
  }

  private source(ctx: HttpContext, source: SitemapSource) {
    const params = sitemapPageParams(ctx.request.qs(), sitemapCountries(ctx))
    if (!params) return ctx.response.notFound('Not found')
    const { sitemapPageSize, sitemapChunk } = config()
    ctx.response.header('Content-Type', XML).header('Cache-Control', CRAWLER_CACHE)
    ctx.response.stream(Readable.from(urlsetXml(sitemapSourceEntries(trustedOrigin(ctx), source, params, sitemapPageSize, sitemapChunk))))
  }
}

function config() {
  return app.config.get<typeof seoConfig>('seo')
}
