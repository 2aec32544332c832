import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { readiness } from '#services/health/readiness'

/** Where load balancers and process managers ask (docs/production.md). */
export const HEALTH_PATHS = { alive: '/health', ready: '/health/ready' } as const

/**
 * Answers the health probes before anything else runs: no session (a probe
 * every few seconds would write a session row each time, and a database
 * outage would turn the liveness answer into a 500), no rate limit, no cache.
 * - GET /health: 200 while the process runs; touches nothing outside it, so a
 *   database outage never gets a healthy process restarted.
 * - GET /health/ready: 200 while the database, and Redis and object storage
 *   when configured, answer within a second; else 503 naming the parts that failed.
 */
export default class HealthProbeMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (request.method() !== 'GET' && request.method() !== 'HEAD') return next()
    const path = request.url()
    if (path !== HEALTH_PATHS.alive && path !== HEALTH_PATHS.ready) return next()

    response.header('Cache-Control', 'no-store')
    if (path === HEALTH_PATHS.alive) return response.json({ status: 'alive' })
    const report = await readiness()
    response.status(report.status === 'ready' ? 200 : 503).json(report)
  }
}
