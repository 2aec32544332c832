import type { HttpContext } from '@adonisjs/core/http'

/** Requests to /api answer JSON `{detail}` errors; everything else is a page. */
export function isApiRequest(ctx: HttpContext): boolean {
  const url = ctx.request.url()
  return url === '/api' || url.startsWith('/api/')
}
