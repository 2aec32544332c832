import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import User from '#models/user'
import { NotFoundError } from '#exceptions/not_found_error'
import { AbilityNotGrantableError } from '#exceptions/token_errors'
import {
  TOKEN_ABILITIES,
  abilitiesForRole,
  effectiveAbilities,
  type TokenAbility,
} from '#rules/token_abilities'

/**
 * One of a user's /api tokens as its owner sees it: what it may do now
 * (`abilities`, a sign-in token's "*" spelled out for the role), and
 * `current` marks the token the request came with.
 */
export type OwnToken = { token: AccessToken; current: boolean; abilities: TokenAbility[] }

type TokenId = string | number | BigInt

/** A personal token as its owner asks for it (the account page, /api, `node ace token:create`). */
export type NewToken = { name: string; abilities: TokenAbility[]; expiresInDays?: number | null }

/** The name of the tokens that signing in (or registering) hands out: every ability the role allows. */
export const SIGN_IN_TOKEN_NAME = 'login'

/**
 * A user's /api access tokens (`dh_…`): sign-in tokens (30 days, every
 * ability of the role) and personal tokens (a name, chosen abilities, an
 * optional expiry; issue 30). Create, list, revoke one, or revoke all
 * ("sign out everywhere"). Only the owner's tokens are ever touched: every
 * query is scoped by tokenable_id.
 */
export default class AccessTokens {
  /** The token a sign-in (or registration) hands out. */
  signIn(user: User): Promise<AccessToken> {
    return User.accessTokens.create(user, ['*'], { name: SIGN_IN_TOKEN_NAME })
  }

  /**
   * A personal token. Every ability must be one the owner's role allows, and
   * one `grantor` holds when a token is asking (a token never mints a
   * stronger one); else AbilityNotGrantableError (403) naming it. The
   * secret is in `value`, this once.
   */
  async create(user: User, input: NewToken, grantor?: readonly TokenAbility[]): Promise<OwnToken> {
    const allowed = abilitiesForRole(user.role)
    const refused = input.abilities.find(
      (ability) => !allowed.includes(ability) || (grantor && !grantor.includes(ability))
    )
    if (refused) throw new AbilityNotGrantableError(refused)
    const abilities = TOKEN_ABILITIES.filter((ability) => input.abilities.includes(ability))
    const token = await User.personalTokens.create(user, abilities, {
      name: input.name,
      expiresIn: input.expiresInDays ? `${input.expiresInDays} days` : undefined,
    })
    return { token, current: false, abilities }
  }

  /** Unexpired tokens, newest first. Never the secret: only its id and dates. */
  async list(user: User, currentId?: TokenId): Promise<OwnToken[]> {
    const all = await User.accessTokens.all(user)
    const tokens = all.filter((token) => !token.isExpired())
    tokens.sort((a, b) => Number(b.identifier) - Number(a.identifier))
    return tokens.map((token) => ({
      token,
      current: currentId !== undefined && String(token.identifier) === String(currentId),
      abilities: effectiveAbilities(token.abilities, user.role),
    }))
  }

  /** Revokes one of the user's tokens; someone else's id is not found (404), as an unknown one is. */
  async revoke(user: User, id: TokenId): Promise<void> {
    if (Number(await User.accessTokens.delete(user, id)) === 0) throw new NotFoundError()
  }

  /** Revokes every token of the user, or every one but `keepId`; returns how many. */
  async revokeAll(
    user: User,
    options: { keepId?: TokenId; client?: TransactionClientContract } = {}
  ): Promise<number> {
    const query = (options.client ?? db).from('auth_access_tokens').where('tokenable_id', user.id)
    if (options.keepId !== undefined) query.whereNot('id', String(options.keepId))
    return Number(await query.delete())
  }
}
