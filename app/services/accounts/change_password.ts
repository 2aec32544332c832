import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import SessionRevocation from '#services/accounts/session_revocation'

/**
 * A signed-in user sets a new password (the current one is checked by the
 * validator). Whoever knew the old password may hold tokens or sessions made
 * with it, so every web session and every other /api token ends in the same
 * transaction; the token the change was made with (`keepTokenId`) stays valid.
 */
export default class ChangePassword {
  async handle(
    user: User,
    newPassword: string,
    keepTokenId?: string | number | BigInt
  ): Promise<{ revoked: number }> {
    return db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.password = newPassword // hashed (argon2id) by the model's AuthFinder on save
      await user.save()
      const { tokensRevoked } = await new SessionRevocation().endAll(user, {
        keepTokenId,
        client: trx,
      })
      return { revoked: tokensRevoked }
    })
  }
}
