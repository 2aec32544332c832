import type { HttpContext } from '@adonisjs/core/http'
import { CSP_REPORT_PATH } from '#config/shield'

/**
 * Requests to /api, and browsers' CSP reports (a machine endpoint outside
 * /api, config/shield.ts), answer JSON `{detail}` errors, 429 included;
 * everything else is a page.
 */
export function isApiRequest(ctx: HttpContext): boolean {
  const url = ctx.request.url()
  return url === '/api' || url.startsWith('/api/') || url === CSP_REPORT_PATH
}
