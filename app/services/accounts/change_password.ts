import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AccessTokens from '#services/accounts/access_tokens'

/**
 * A signed-in user sets a new password (the current one is checked by the
 * validator). Whoever knew the old password may hold tokens made with it, so
 * every other /api token is revoked in the same transaction; the token the
 * change was made with (`keepTokenId`) stays valid.
 */
export default class ChangePassword {
  async handle(user: User, newPassword: string, keepTokenId?: string | number | BigInt): Promise<{ revoked: number }> {
    return db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.password = newPassword // hashed (argon2id) by the model's AuthFinder on save
      await user.save()
      const revoked = await new AccessTokens().revokeAll(user, { keepId: keepTokenId, client: trx })
      return { revoked }
    })
  }
}
