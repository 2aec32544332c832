import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { recordAudit, type Actor } from '#services/audit/audit_trail'
import { AdminRecordNotFoundError } from '#services/admin/admin_errors'
import { listingsChanged } from '#services/cache/visitor_counts'

/**
 * An admin deletes or restores a listing or a venture (issue 16), soft, with
 * its audit row in the same transaction. Lock order: the owner's row, then
 * the venture, then its listings (write_transaction.ts).
 *
 * A venture's delete hides its units with the venture's own time stamp and
 * its restore brings back exactly those; whether it was public is kept in the
 * audit row of the delete and restored from it.
 */
export default class ListingAdmin {
  async removeProperty(actor: Actor, id: number) {
    await withWriteTransaction(async (trx) => {
      listingsChanged(null, trx)
      const row = await this.#row(trx, 'properties', id)
      if (row.deleted_at) return
      await lockUser(trx, row.owner_id)
      if (row.venture_id)
        await locking(trx, trx.from('ventures').where('id', row.venture_id)).first()
      await locking(trx, trx.from('properties').where('id', id)).first()
      const now = sqlTime()
      await trx.from('properties').where('id', id).update({ deleted_at: now, updated_at: now })
      if (row.venture_id) await refreshUnitCount(trx, row.venture_id)
      await recordAudit(trx, actor, {
        action: 'property.delete',
        targetType: 'property',
        targetId: id,
        targetLabel: row.title,
        before: { deleted_at: null },
        after: { deleted_at: now },
      })
    })
  }

  async restoreProperty(actor: Actor, id: number) {
    await withWriteTransaction(async (trx) => {
      listingsChanged(null, trx)
      const row = await this.#row(trx, 'properties', id)
      if (!row.deleted_at) return
      await lockUser(trx, row.owner_id)
      await locking(trx, trx.from('properties').where('id', id)).first()
      await trx
        .from('properties')
        .where('id', id)
        .update({ deleted_at: null, updated_at: sqlTime() })
      if (row.venture_id) await refreshUnitCount(trx, row.venture_id)
      await recordAudit(trx, actor, {
        action: 'property.restore',
        targetType: 'property',
        targetId: id,
        targetLabel: row.title,
        before: { deleted_at: stamp(row.deleted_at) },
        after: { deleted_at: null },
      })
    })
  }

  async removeVenture(actor: Actor, id: number) {
    await withWriteTransaction(async (trx) => {
      const row = await this.#row(trx, 'ventures', id)
      if (row.deleted_at) return
      await lockUser(trx, row.owner_id)
      await locking(trx, trx.from('ventures').where('id', id)).first()
      const now = sqlTime()
      await trx
        .from('properties')
        .where('venture_id', id)
        .whereNull('deleted_at')
        .update({ deleted_at: now, updated_at: now })
      await trx
        .from('ventures')
        .where('id', id)
        .update({ deleted_at: now, is_public: false, updated_at: now })
      await recordAudit(trx, actor, {
        action: 'venture.delete',
        targetType: 'venture',
        targetId: id,
        targetLabel: row.name,
        before: { deleted_at: null, is_public: Boolean(row.is_public) },
        after: { deleted_at: now, is_public: false },
      })
    })
  }

  async restoreVenture(actor: Actor, id: number) {
    await withWriteTransaction(async (trx) => {
      const row = await this.#row(trx, 'ventures', id)
      if (!row.deleted_at) return
      await lockUser(trx, row.owner_id)
      await locking(trx, trx.from('ventures').where('id', id)).first()
      const deletedAt = stamp(row.deleted_at)
      const deletion = await trx
        .from('audit_logs')
        .where('target_type', 'venture')
        .where('target_id', id)
        .where('action', 'venture.delete')
        .orderBy('id', 'desc')
        .first()
      const wasPublic = deletion ? Boolean(JSON.parse(deletion.before ?? '{}').is_public) : false
      await trx
        .from('properties')
        .where('venture_id', id)
        .where('deleted_at', deletedAt)
        .update({ deleted_at: null, updated_at: sqlTime() })
      await trx
        .from('ventures')
        .where('id', id)
        .update({ deleted_at: null, is_public: wasPublic, updated_at: sqlTime() })
      await refreshUnitCount(trx, id)
      await recordAudit(trx, actor, {
        action: 'venture.restore',
        targetType: 'venture',
        targetId: id,
        targetLabel: row.name,
        before: { deleted_at: deletedAt },
        after: { deleted_at: null, is_public: wasPublic },
      })
    })
  }

  async #row(trx: TransactionClientContract, table: 'properties' | 'ventures', id: number) {
    const row = await trx.from(table).where('id', id).first()
    if (!row) throw new AdminRecordNotFoundError()
    return row
  }
}

/** A timestamp read back from the database, as sqlTime writes it (SQLite gives text, MySQL a Date). */
function stamp(value: string | Date): string {
  return value instanceof Date ? sqlTime(value) : String(value).slice(0, 19).replace('T', ' ')
}
