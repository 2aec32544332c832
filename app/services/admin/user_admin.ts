import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { locking } from '#services/db/locking'
import { affected } from '#services/db/affected'
import { sqlTime } from '#services/db/sql_time'
import { withWriteTransaction } from '#services/db/write_transaction'
import { recordAudit, type Actor } from '#services/audit/audit_trail'
import { AdminRecordNotFoundError, OwnAccountError } from '#services/admin/admin_errors'
import SessionRevocation from '#services/accounts/session_revocation'
import type { Role } from '#rules/roles'

type Trx = TransactionClientContract

/**
 * What an admin (or `node ace user:role`) does to accounts: change a role,
 * delete, restore. Each write locks the user's row first (lock order step 1),
 * and writes its audit row in the same transaction.
 *
 * Deleting is soft: the row stays, so payments, ledger and bookings keep
 * pointing at it. Every web session and access token of the account ends
 * (SessionRevocation, as on a role change), sign-in refuses it (config/auth.ts
 * providers read only live users), and its live listings and ventures leave search, stamped with the same time
 * as the user so a restore brings back exactly those.
 */
export default class UserAdmin {
  async changeRole(actor: Actor, userId: number, role: Role): Promise<User> {
    return withWriteTransaction(async (trx) => {
      const user = await this.#lock(trx, actor, userId)
      if (user.role !== role) {
        await trx.from('users').where('id', userId).update({ role, updated_at: sqlTime() })
        // A role is read when a session or token opens: the account signs in again under the new one.
        await new SessionRevocation().endAll(user, { client: trx })
        await recordAudit(trx, actor, {
          action: 'user.role',
          targetType: 'user',
          targetId: userId,
          targetLabel: user.email,
          before: { role: user.role },
          after: { role },
        })
      }
      return User.query({ client: trx }).where('id', userId).firstOrFail()
    })
  }

  async remove(actor: Actor, userId: number): Promise<void> {
    await withWriteTransaction(async (trx) => {
      const user = await this.#lock(trx, actor, userId)
      if (user.deletedAt) return
      const now = sqlTime()
      await trx.from('users').where('id', userId).update({ deleted_at: now, updated_at: now })
      // Lock order: ventures before properties.
      const ventures = await trx
        .from('ventures')
        .where('owner_id', userId)
        .whereNull('deleted_at')
        .update({ deleted_at: now, updated_at: now })
      const listings = await trx
        .from('properties')
        .where('owner_id', userId)
        .whereNull('deleted_at')
        .update({ deleted_at: now, updated_at: now })
      const { tokensRevoked } = await new SessionRevocation().endAll(user, { client: trx })
      await recordAudit(trx, actor, {
        action: 'user.delete',
        targetType: 'user',
        targetId: userId,
        targetLabel: user.email,
        before: { deleted_at: null },
        after: {
          deleted_at: now,
          listings_hidden: affected(listings),
          ventures_hidden: affected(ventures),
          tokens_revoked: tokensRevoked,
        },
      })
    })
  }

  async restore(actor: Actor, userId: number): Promise<User> {
    return withWriteTransaction(async (trx) => {
      const user = await this.#lock(trx, actor, userId)
      if (user.deletedAt) {
        const stamp = sqlTime(user.deletedAt)
        const now = sqlTime()
        await trx.from('users').where('id', userId).update({ deleted_at: null, updated_at: now })
        const ventures = await trx
          .from('ventures')
          .where('owner_id', userId)
          .where('deleted_at', stamp)
          .update({ deleted_at: null, updated_at: now })
        const listings = await trx
          .from('properties')
          .where('owner_id', userId)
          .where('deleted_at', stamp)
          .update({ deleted_at: null, updated_at: now })
        await recordAudit(trx, actor, {
          action: 'user.restore',
          targetType: 'user',
          targetId: userId,
          targetLabel: user.email,
          before: { deleted_at: stamp },
          after: {
            deleted_at: null,
            listings_restored: affected(listings),
            ventures_restored: affected(ventures),
          },
        })
      }
      return User.query({ client: trx }).where('id', userId).firstOrFail()
    })
  }

  /** The target's row, locked; an admin may not change or delete their own account here. */
  async #lock(trx: Trx, actor: Actor, userId: number): Promise<User> {
    if (actor.id !== null && actor.id === userId) throw new OwnAccountError()
    const user = await locking(trx, User.query({ client: trx }).where('id', userId)).first()
    if (!user) throw new AdminRecordNotFoundError()
    return user
  }
}
