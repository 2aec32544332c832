/// <reference path="../../types/on_headers.d.ts" />
import onHeaders from 'on-headers'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Pages (HTML, and the JSON of Inertia visits) are `Cache-Control: private, no-cache`:
 * a browser may keep one but must revalidate it before showing it again, and no
 * shared cache (CDN, proxy) may store it. Every page carries a fresh CSP nonce, the
 * visitor's CSRF token and session cookie, and the language and country of their
 * cookies, so a copy served to anybody else would be wrong or unsafe.
 *
 * Decided when the headers are written (on-headers), so error pages rendered by the
 * exception handler are covered too; a response that chose its own Cache-Control keeps
 * it, and everything else (/api, uploads, downloads) is left alone.
 * Static files never get here: the static middleware answers them first (config/static.ts).
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache'

export default class PageCacheMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    onHeaders(ctx.response.response, function () {
      if (this.getHeader('cache-control')) return
      const page =
        String(this.getHeader('content-type') ?? '').startsWith('text/html') ||
        Boolean(this.getHeader('x-inertia'))
      if (page) this.setHeader('Cache-Control', PAGE_CACHE_CONTROL)
    })
    return next()
  }
}
