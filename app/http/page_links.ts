import type { HttpContext } from '@adonisjs/core/http'
import { trustedOrigin } from '#http/origin'
import { pageLinksFor, type PageLinks } from '#services/seo/page_links'

/** This request's page: its canonical URL and hreflang alternates, in the detected market. */
export function pageLinks(ctx: HttpContext): PageLinks {
  return pageLinksFor({
    origin: trustedOrigin(ctx),
    path: ctx.request.url(),
    query: ctx.request.qs(),
    country: ctx.market.country,
    language: ctx.market.language,
  })
}
