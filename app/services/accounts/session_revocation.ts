import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import AccessTokens from '#services/accounts/access_tokens'

type TokenId = string | number | BigInt

/**
 * Ends every web session and every /api token of an account, but the token
 * named `keepTokenId`. Used by "sign out everywhere", a password change or
 * reset, a role change and a deletion (issue 24).
 *
 * Web sessions end by raising the user's session generation (one UPDATE of
 * the user's row, which also locks it: lock order step 1); each session
 * stored the generation it signed in with, so older ones open nothing,
 * whichever store keeps them (database, Redis, memory in tests). The caller
 * that wants to keep its own web session signs it in again afterwards,
 * which stores the new generation under a new session id.
 */
export default class SessionRevocation {
  async endAll(
    user: User,
    options: { keepTokenId?: TokenId; client?: TransactionClientContract } = {}
  ): Promise<{ tokensRevoked: number }> {
    const run = async (trx: TransactionClientContract) => {
      await trx.from('users').where('id', user.id).increment('session_generation', 1)
      const row = await trx
        .from('users')
        .where('id', user.id)
        .select('session_generation')
        .firstOrFail()
      user.sessionGeneration = Number(row.session_generation)
      const tokensRevoked = await new AccessTokens().revokeAll(user, {
        keepId: options.keepTokenId,
        client: trx,
      })
      return { tokensRevoked }
    }
    return options.client ? run(options.client) : db.transaction(run)
  }
}
