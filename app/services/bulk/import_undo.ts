import { DateTime } from 'luxon'
import type BulkImport from '#models/bulk_import'
import CreditLedger from '#services/credits/credit_ledger'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { BULK_UNDO_DAYS } from '#rules/bulk_columns'
import { UndoRefusedError } from '#services/bulk/bulk_errors'
import { undoRefund, unusedUnitCount } from '#services/bulk/undo_refund'
import { listingsChanged } from '#services/cache/visitor_counts'

/**
 * Undoes a completed import within BULK_UNDO_DAYS, for its owner: the units it
 * created leave (deleted like any unit: out of search, their numbers free),
 * towers and ventures it created that are left empty go too, and credits
 * come back through the ledger as a refund (once: key
 * `bulk_import_undo:{id}`) only for the removed units nobody asked about, for
 * the days left of their listing period (undo_refund.ts): before issue 24
 * every credit came back, so importing on day 1 and undoing on day 6 every
 * week listed units for free. Units it only updated keep their new values.
 * Refused when any of its units has a booking that is not cancelled.
 * Lock order: owner → the import's row → ventures → units → ledger, so two
 * undos of one import queue on the owner and the second finds it undone.
 */
export default class ImportUndo {
  constructor(private ledger = new CreditLedger()) {}

  async undo(
    job: BulkImport,
    now = DateTime.now()
  ): Promise<{ unitsRemoved: number; creditsRefunded: number }> {
    return withWriteTransaction(async (trx) => {
      listingsChanged(null, trx)
      await lockUser(trx, job.userId)
      const current = await locking(
        trx,
        trx
          .from('bulk_imports')
          .where('id', job.id)
          .select('state', 'finished_at', 'credits_charged')
      ).first()
      if (!current || current.state !== 'completed') throw new UndoRefusedError('state')
      const wentLive = current.finished_at ? toDateTime(current.finished_at) : now
      if (wentLive.plus({ days: BULK_UNDO_DAYS }) < now) throw new UndoRefusedError('expired')
      const ventureRows = await trx
        .from('properties')
        .where('bulk_import_id', job.id)
        .distinct('venture_id')
      const ventureIds = ventureRows.map((row) => Number(row.venture_id)).sort((a, b) => a - b)
      if (ventureIds.length)
        await locking(
          trx,
          trx.from('ventures').whereIn('id', ventureIds).orderBy('id').select('id')
        )
      const units = await locking(
        trx,
        trx
          .from('properties')
          .where('bulk_import_id', job.id)
          .whereNull('deleted_at')
          .orderBy('id')
          .select('id', 'status', 'venture_id')
      )
      const ids = units.map((row) => Number(row.id))
      const booked =
        units.some((row) => row.status === 'reserved') || (await this.#hasBookings(trx, ids))
      if (booked) throw new UndoRefusedError('booked')
      const unused = await unusedUnitCount(
        trx,
        units.map((row) => ({ id: Number(row.id), ventureId: Number(row.venture_id) })),
        wentLive
      )
      const refund = undoRefund(unused, Number(current.credits_charged), wentLive, now)
      const stamp = sqlTime(now)
      for (let i = 0; i < ids.length; i += 1000) {
        const chunk = ids.slice(i, i + 1000)
        await trx.from('property_search_terms').whereIn('property_id', chunk).delete()
        await trx.from('properties').whereIn('id', chunk).update({
          deleted_at: stamp,
          tower_id: null,
          listing_state: 'expired',
          updated_at: stamp,
        })
      }
      await trx
        .from('towers')
        .where('bulk_import_id', job.id)
        .whereNotExists((q) => q.from('properties').whereColumn('properties.tower_id', 'towers.id'))
        .delete()
      await trx
        .from('ventures')
        .where('bulk_import_id', job.id)
        .whereNotExists((q) =>
          q
            .from('properties')
            .whereColumn('properties.venture_id', 'ventures.id')
            .whereNull('properties.deleted_at')
        )
        .update({ deleted_at: stamp, is_public: false, updated_at: stamp })
      for (const id of ventureIds) await refreshUnitCount(trx, id)
      if (refund > 0) {
        await this.ledger.grant(
          { id: job.userId },
          refund,
          {
            reason: 'refund',
            reference: `bulk_import:${job.id}`,
            idempotencyKey: `bulk_import_undo:${job.id}`,
          },
          trx
        )
      }
      await trx
        .from('bulk_imports')
        .where('id', job.id)
        .update({ state: 'undone', undone_at: stamp, credits_refunded: refund, updated_at: stamp })
      return { unitsRemoved: ids.length, creditsRefunded: refund }
    })
  }

  async #hasBookings(
    trx: Parameters<Parameters<typeof withWriteTransaction>[0]>[0],
    ids: number[]
  ): Promise<boolean> {
    for (let i = 0; i < ids.length; i += 1000) {
      const found = await trx
        .from('bookings')
        .whereIn('property_id', ids.slice(i, i + 1000))
        .whereNotIn('status', ['cancelled', 'refunded', 'failed'])
        .first()
      if (found) return true
    }
    return false
  }
}

/** A timestamp column of a raw row (SQLite: text, MySQL: Date). */
function toDateTime(value: Date | string): DateTime {
  return value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(String(value))
}
