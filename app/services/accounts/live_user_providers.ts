import db from '@adonisjs/lucid/services/db'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type User from '#models/user'

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
  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    const user = await model.query().where('id', Number(identifier)).whereNull('deleted_at').first()
    return user ? this.createUserForGuard(user) : null
  }
}
