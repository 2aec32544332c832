import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { cspFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'
import { securityHeaders, type SecurityHeadersConfig } from '#config/shield'

/**
 * Security headers on every response, matched route or not (404 pages,
 * static files): Shield's CSP (a fresh nonce per request, shared with the
 * Edge layout as `cspNonce`), X-Frame-Options, HSTS (production),
 * nosniff, and Referrer-Policy. Settings: config/shield.ts.
 */
export default class SecurityHeadersMiddleware {
  #guards: Array<(ctx: HttpContext) => unknown>
  #referrerPolicy: string

  constructor(config: SecurityHeadersConfig = securityHeaders) {
    this.#guards = [
      cspFactory(config.csp),
      frameGuardFactory(config.xFrame),
      hstsFactory(config.hsts),
      noSniffFactory(config.contentTypeSniffing),
    ]
    this.#referrerPolicy = config.referrerPolicy
  }

  async handle(ctx: HttpContext, next: NextFn) {
    for (const guard of this.#guards) await guard(ctx)
    ctx.response.header('Referrer-Policy', this.#referrerPolicy)
    return next()
  }
}
