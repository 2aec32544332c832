import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import User from '#models/user'
import { NotFoundError } from '#exceptions/not_found_error'

/** One of a user's /api tokens as its owner sees it; `current` marks the token the request came with. */
export type OwnToken = { token: AccessToken; current: boolean }

type TokenId = string | number | BigInt

/**
 * A user's /api access tokens (`dh_…`, 30 days): list them, revoke one, or
 * revoke all ("sign out everywhere"). Only the owner's tokens are ever
 * touched: every query is scoped by tokenable_id.
 */
export default class AccessTokens {
  /** Unexpired tokens, newest first. Never the secret: only its id and dates. */
  async list(user: User, currentId?: TokenId): Promise<OwnToken[]> {
    const all = await User.accessTokens.all(user)
    const tokens = all.filter((token) => !token.isExpired())
    tokens.sort((a, b) => Number(b.identifier) - Number(a.identifier))
    return tokens.map((token) => ({
      token,
      current: currentId !== undefined && String(token.identifier) === String(currentId),
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
