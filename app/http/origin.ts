import type { HttpContext } from '@adonisjs/core/http'
import { appOrigin, ownHosts } from '#services/site/site_hosts'

/**
 * "https://dreamhomes.in": the origin to build this request's absolute return
 * and checkout URLs on. The request's own host when it is one of ours (a
 * country domain keeps its visitor on it), else APP_URL's: a forged Host
 * header must never end up in a URL a gateway sends the buyer back to.
 */
export function trustedOrigin({ request }: HttpContext): string {
  const host = request.host()?.toLowerCase()
  if (host && ownHosts().includes(host)) return `${request.protocol()}://${host}`
  return appOrigin()
}
