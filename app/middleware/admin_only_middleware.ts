import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Every admin route (001 §6, issue 16): the signed-in user must be an admin
 * (the `useAdminPanel` ability), else 403 and nothing runs. Runs after `auth`.
 */
export default class AdminOnlyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.bouncer.authorize('useAdminPanel')
    return next()
  }
}
