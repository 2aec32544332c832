import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { inRequestScope } from '#services/db/read_routing'

/**
 * Gives each request its own read-routing scope (app/services/db/read_routing.ts):
 * with DB_READ_HOSTS, its reads go to a replica until it writes, then to the
 * primary. First of the server middleware, so the session and everything
 * after it run inside the scope.
 */
export default class ReadRoutingMiddleware {
  handle(_ctx: HttpContext, next: NextFn) {
    return inRequestScope(() => next())
  }
}
