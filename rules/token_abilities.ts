import { isAdmin, type Role } from '#rules/roles'

/**
 * What a personal access token may do on /api (issue 30). Isomorphic: the
 * server's route checks and the account page's checkboxes read one list.
 * - read: every GET of a signed-in account (me, my listings, wallet, leads, imports, tokens);
 * - listings: writes on listings, ventures, favourites, leads (and the credits they cost);
 * - import: bulk-upload writes (preview, process, undo, error copy);
 * - admin: /api/admin/*, for admins only.
 */
export const TOKEN_ABILITIES = ['read', 'listings', 'import', 'admin'] as const
export type TokenAbility = (typeof TOKEN_ABILITIES)[number]

/** A token's name: what its owner calls it ("laptop CLI", "CI import"). */
export const TOKEN_NAME_MAX = 80
/** The longest expiry a new token may ask for, in days. */
export const TOKEN_EXPIRY_DAYS_MAX = 365

export function isTokenAbility(value: unknown): value is TokenAbility {
  return TOKEN_ABILITIES.includes(value as TokenAbility)
}

/** Every ability an account's role allows: all of them for an admin, all but `admin` otherwise. */
export function abilitiesForRole(role: Role | null | undefined): TokenAbility[] {
  return TOKEN_ABILITIES.filter((ability) => ability !== 'admin' || isAdmin(role))
}

/**
 * What a token may do now: its stored abilities ("*" for a sign-in token:
 * everything) within what the owner's role allows today, so a demoted
 * admin's tokens lose `admin` at once.
 */
export function effectiveAbilities(
  stored: readonly string[],
  role: Role | null | undefined
): TokenAbility[] {
  const allowed = abilitiesForRole(role)
  return stored.includes('*') ? allowed : allowed.filter((ability) => stored.includes(ability))
}
