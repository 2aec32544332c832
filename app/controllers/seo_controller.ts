import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { trustedOrigin } from '#http/origin'
import { robotsTxt } from '#services/seo/robots'
import {
  publicPageEntries,
  sitemapCountries,
  sitemapIndexEntries,
  sitemapLanguageCountry,
  sitemapPageParams,
  sitemapSourceEntries,
} from '#services/seo/sitemap_files'
import { sitemapIndexXml, urlsetXml, type SitemapSource } from '#services/seo/sitemap'
import sitemapCache from '#services/seo/sitemap_cache'
import type seoConfig from '#config/seo'

/** Crawlers may keep these an hour; they depend on the host only (never on cookies). */
const CRAWLER_CACHE = 'public, max-age=3600'
const XML = 'application/xml; charset=utf-8'
const gunzipAsync = promisify(gunzip)

/** robots.txt and the sitemap (docs/seo.md). */
export default class SeoController {
  async robots(ctx: HttpContext) {
    ctx.response
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', CRAWLER_CACHE)
    return robotsTxt(`${trustedOrigin(ctx)}${urlFor('sitemap')}`)
  }

  async index(ctx: HttpContext) {
    const [origin, countries, pageSize] = [
      trustedOrigin(ctx),
      sitemapCountries(ctx.market),
      config().sitemapPageSize,
    ]
    return this.kept(ctx, `index ${origin} ${countries.join(',')} ${pageSize}`, async function* () {
      yield sitemapIndexXml(await sitemapIndexEntries(origin, countries, pageSize))
    })
  }

  async pages(ctx: HttpContext) {
    const origin = trustedOrigin(ctx)
    ctx.response.header('Content-Type', XML).header('Cache-Control', CRAWLER_CACHE)
    ctx.response.stream(
      Readable.from(urlsetXml(publicPageEntries(origin, sitemapLanguageCountry(ctx.market))))
    )
  }

  async properties(ctx: HttpContext) {
    return this.source(ctx, 'properties')
  }

  async ventures(ctx: HttpContext) {
    return this.source(ctx, 'ventures')
  }

  private source(ctx: HttpContext, source: SitemapSource) {
    const params = sitemapPageParams(ctx.request.qs(), sitemapCountries(ctx.market))
    if (!params) return ctx.response.notFound('Not found')
    const { sitemapPageSize, sitemapChunk } = config()
    const origin = trustedOrigin(ctx)
    const key = `${source} ${origin} ${params.country} ${params.after} ${sitemapPageSize}`
    return this.kept(ctx, key, () =>
      urlsetXml(
        sitemapSourceEntries(
          origin,
          source,
          params,
          sitemapPageSize,
          sitemapChunk,
          sitemapLanguageCountry(ctx.market)
        )
      )
    )
  }

  /**
   * A document built at most once an hour (sitemap_cache.ts) and sent as
   * kept, gzip-compressed, to a client that takes gzip (every crawler does);
   * inflated for one that does not.
   */
  private async kept(ctx: HttpContext, key: string, pieces: () => AsyncIterable<string>) {
    const gzip = await sitemapCache.gzip(key, pieces)
    ctx.response
      .header('Content-Type', XML)
      .header('Cache-Control', CRAWLER_CACHE)
      .header('Vary', 'Accept-Encoding')
    if (ctx.request.encoding(['gzip']) !== 'gzip') return ctx.response.send(await gunzipAsync(gzip))
    ctx.response.header('Content-Encoding', 'gzip')
    return ctx.response.send(gzip)
  }
}

function config() {
  return app.config.get<typeof seoConfig>('seo')
}
