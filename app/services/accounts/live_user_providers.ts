import db from '@adonisjs/lucid/services/db'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import { AccessToken, AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import { createHash } from 'node:crypto'
import { safeEqual, type Secret } from '@adonisjs/core/helpers'
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKEN_TABLE } from '#services/accounts/token_format'
import type User from '#models/user'
import { TokenExpiredError } from '#exceptions/token_errors'

type UserModel = typeof User

/**
 * What a web session stores to name its user: `<id>.<session generation>`.
 * Raising the user's generation (SessionRevocation) makes every session that
 * stored an older one open nothing, whatever store keeps it.
 */
function sessionUserKey(id: number, generation: number): string {
  return `${id}.${generation}`
}

function parseSessionUserKey(
  identifier: string | number | bigint
): { id: number; generation: number } | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(String(identifier))
  return match ? { id: Number(match[1]), generation: Number(match[2]) } : null
}

/**
 * Web sessions: only a live user (an admin's delete ends them), and only a
 * session signed in since the user's last "end the other sessions" event.
 */
export class LiveSessionUserProvider extends SessionLucidUserProvider<UserModel> {
  /**
   * At sign-in: the session gets the generation the row has now, not the one of
   * a model loaded earlier (a role change or a sign-out everywhere since then
   * must not make the new session dead on arrival).
   */
  async createUserForGuard(user: InstanceType<UserModel>) {
    const row = await db.from('users').where('id', user.id).select('session_generation').first()
    return this.#guardUser(user, Number(row?.session_generation ?? 0))
  }

  async findById(identifier: string | number | bigint) {
    const key = parseSessionUserKey(identifier)
    if (!key) return null
    const model = await this.getModel()
    const user = await model
      .query()
      .where('id', key.id)
      .where('session_generation', key.generation)
      .whereNull('deleted_at')
      .first()
    return user ? this.#guardUser(user, key.generation) : null
  }

  async #guardUser(user: InstanceType<UserModel>, generation: number) {
    const guardUser = await super.createUserForGuard(user)
    return { ...guardUser, getId: () => sessionUserKey(user.id, generation) }
  }
}

/** Tokens are revoked when a user is deleted; this also refuses any token that slipped through. */
export class LiveTokensUserProvider extends AccessTokensLucidUserProvider<
  'accessTokens',
  UserModel
> {
  /**
   * A refused token is 401 either way; a real one (its secret matches) whose
   * expiry has passed says so (TokenExpiredError), so a client knows to sign
   * in again or make a new token rather than doubt the token it holds.
   */
  async verifyToken(tokenValue: Secret<string>) {
    const provider = await this.getTokensProvider()
    const token = await provider.verify(tokenValue)
    if (token) return token
    const decoded = AccessToken.decode(ACCESS_TOKEN_PREFIX, tokenValue.release())
    if (!decoded) return null
    const row = await db
      .from(ACCESS_TOKEN_TABLE)
      .where('id', decoded.identifier)
      .select('hash', 'expires_at')
      .first()
    if (!row?.expires_at || new Date(row.expires_at) >= new Date()) return null
    const hash = createHash('sha256').update(decoded.secret.release()).digest('hex')
    if (safeEqual(row.hash, hash)) throw new TokenExpiredError()
    return null
  }

  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    const user = await model.query().where('id', Number(identifier)).whereNull('deleted_at').first()
    return user ? this.createUserForGuard(user) : null
  }
}
