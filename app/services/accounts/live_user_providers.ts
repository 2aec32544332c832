import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type User from '#models/user'

type UserModel = typeof User

/** A session of a user an admin has deleted since opens nothing: the guard sees no user. */
export class LiveSessionUserProvider extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    const user = await model.query().where('id', Number(identifier)).whereNull('deleted_at').first()
    return user ? this.createUserForGuard(user) : null
  }
}

/** Tokens are revoked when a user is deleted; this also refuses any token that slipped through. */
export class LiveTokensUserProvider extends AccessTokensLucidUserProvider<'accessTokens', UserModel> {
  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    const user = await model.query().where('id', Number(identifier)).whereNull('deleted_at').first()
    return user ? this.createUserForGuard(user) : null
  }
}
