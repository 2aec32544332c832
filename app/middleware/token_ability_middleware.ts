import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { effectiveAbilities, type TokenAbility } from '#rules/token_abilities'
import { MissingAbilityError } from '#exceptions/token_errors'

/** What a route needs of the token: one ability, or `any` for a call every token may make (sign out). */
export type AbilityNeed = TokenAbility | 'any'

/**
 * Every signed-in /api route declares the ability it needs (issue 30;
 * tests/functional/auth/token_route_abilities.spec.ts walks the router to
 * hold every route to it). Authenticates with the `api` guard itself (401
 * without a token, or with an expired one), so its place among a route's
 * middleware does not matter, then answers 403 naming the missing ability.
 */
export default class TokenAbilityMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { needs: AbilityNeed }) {
    const user = await ctx.auth.use('api').authenticate()
    const held = effectiveAbilities(user.currentAccessToken.abilities, user.role)
    if (options.needs !== 'any' && !held.includes(options.needs)) {
      throw new MissingAbilityError(options.needs)
    }
    return next()
  }
}
