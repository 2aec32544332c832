import { middleware } from '#start/kernel'
import type { AbilityNeed } from '#middleware/token_ability_middleware'

/**
 * Every signed-in /api route names the token ability it needs (issue 30;
 * rules/token_abilities.ts): `read` for a signed-in account's GETs,
 * `listings` for writes on listings, ventures, favourites, leads and the
 * credits they cost, `import` for bulk-upload writes, `admin` for
 * /api/admin. A route group that mixes them declares it per route, so no
 * route runs two checks. tests/functional/auth/token_route_abilities.spec.ts
 * holds every route behind `signedIn` to it.
 */
export const signedIn = middleware.auth({ guards: ['api'] })

export function can(needs: AbilityNeed) {
  return middleware.ability({ needs })
}
