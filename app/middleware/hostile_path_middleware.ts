import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@adonisjs/core'
import { isHostilePath } from '#http/hostile_path'
import { isApiRequest } from '#http/api_request'

/**
 * A path with a dot segment, a backslash, an encoded slash or a NUL byte
 * (hostile_path.ts) is a 404 with no body (and the security headers), before
 * the static files, Vite's dev server (which serves the project's own files,
 * e.g. /media/a/../../package.json) or a route can read it. Under /api it is
 * the contract's 404, `{detail}` (the exception handler's not found).
 */
export default class HostilePathMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (!isHostilePath(request.request.url ?? '/')) return next()
    if (isApiRequest(ctx)) throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    return response.status(404).send('')
  }
}
