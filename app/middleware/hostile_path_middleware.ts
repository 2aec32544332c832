import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isHostilePath } from '#http/hostile_path'

/**
 * A path with a dot segment, a backslash, an encoded slash or a NUL byte
 * (hostile_path.ts) is a 404 with no body (and the security headers), before
 * the static files, Vite's dev server (which serves the project's own files,
 * e.g. /media/a/../../package.json) or a route can read it.
 */
export default class HostilePathMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    if (isHostilePath(request.request.url ?? '/')) return response.status(404).send('')
    return next()
  }
}
