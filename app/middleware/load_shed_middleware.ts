import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { isApiRequest } from '#http/api_request'
import { busyPage } from '#http/busy_page'

/**
 * Requests this process is working on, and how many it takes at once
 * (`MAX_REQUESTS_IN_FLIGHT`; 0: no limit). Exported for the tests, which
 * change `max` and take places with `inFlight += n` (never by setting it:
 * requests of the browser may still be running).
 */
export const loadShedding = { inFlight: 0, max: env.get('MAX_REQUESTS_IN_FLIGHT') }

/** Seconds a turned-away client should wait. */
export const SHED_RETRY_AFTER = 2

/**
 * Sheds load instead of queueing it (issues 28, 29). Past its limit a
 * process turns a request away at once with 503 and Retry-After, before the
 * session, the database or the render: `{detail}` on /api, a small "Back in a
 * moment" page in the visitor's language otherwise. Without it, a crowd larger
 * than the machine serves waits in an unbounded queue, everyone's answer
 * grows from milliseconds to minutes, and requests already answered time out
 * (bench:load at 200 req/s: 11,000 in flight, p95 237 s). The health probes
 * and built assets are answered before this middleware and never shed.
 */
export default class LoadShedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (loadShedding.max > 0 && loadShedding.inFlight >= loadShedding.max) return this.#shed(ctx)
    loadShedding.inFlight++
    try {
      return await next()
    } finally {
      loadShedding.inFlight--
    }
  }

  #shed(ctx: HttpContext) {
    const { response, i18n } = ctx
    response.header('Retry-After', String(SHED_RETRY_AFTER))
    response.header('Cache-Control', 'no-store')
    response.status(503)
    if (isApiRequest(ctx)) return response.send({ detail: i18n.t('errors.unavailable') })
    response.header('Content-Type', 'text/html; charset=utf-8')
    return response.send(busyPage(i18n))
  }
}
