import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CreditLedger from '#services/credits/credit_ledger'
import { UnitReservedMeanwhileError } from '#services/bulk/bulk_errors'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { VentureGoneError } from '#services/ventures/venture_locks'
import { RESERVED } from '#services/bookings/reservation'
import PriceHistory, { type PriceChange } from '#services/listings/price_history'
import { countsOf, unitColumns, type ImportPlan, type PlanCounts } from '#services/bulk/import_plan'
import { queueImported } from '#services/alerts/alert_sources'
import {
  batchSizes,
  STAGED_AT,
  stageUnits,
  stageVenturesAndTowers,
  type StagedVentures,
} from '#services/bulk/import_staging'
import { listingsChanged } from '#services/cache/visitor_counts'

/**
 * Writes an import all or nothing without holding one long transaction
 * (which on SQLite would stop every other writer, and on MySQL hold the
 * owner's row for the whole file):
 *
 * 1. stage — new ventures and towers, then the new units in batches of
 *    STAGE_BATCH, each batch its own short transaction, as rows nobody sees
 *    (deleted_at = STAGED_AT, bulk_import_id; import_staging.ts);
 * 2. commit — one transaction, in the lock order of write_transaction.ts
 *    (owner → ventures → unit rows → ledger), charges the credits once
 *    (idempotency key `bulk_import:{id}`), turns the staged rows live, applies
 *    the updates and refreshes the derived counts;
 * 3. on any failure before the commit, `discard` removes what was staged, so
 *    the batches roll back together: no partial venture, no charge.
 */
export default class ImportWriter {
  constructor(private ledger = new CreditLedger()) {}

  async write(
    importId: number,
    plan: ImportPlan,
    onProgress: (written: number) => Promise<void>
  ): Promise<void> {
    const counts = countsOf(plan)
    await this.discard(importId)
    const publishedAt = DateTime.now()
    try {
      const ventures = await stageVenturesAndTowers(importId, plan, publishedAt)
      let written = 0
      const creates = plan.units.filter((unit) => unit.action === 'create')
      const sizes = batchSizes()
      for (let i = 0; i < creates.length; i += sizes.units) {
        await withWriteTransaction(async (trx) => {
          await lockUser(trx, plan.ownerId)
          await stageUnits(
            trx,
            importId,
            creates.slice(i, i + sizes.units),
            ventures,
            publishedAt,
            sizes.rows
          )
        })
        written += Math.min(sizes.units, creates.length - i)
        await onProgress(written)
      }
      await this.#commit(importId, plan, counts, ventures, publishedAt)
    } catch (error) {
      await this.discard(importId)
      throw error
    }
  }

  /** Removes what an unfinished import staged (committed rows never carry STAGED_AT). */
  async discard(importId: number): Promise<void> {
    const staged = () =>
      db.from('properties').where('bulk_import_id', importId).where('deleted_at', STAGED_AT)
    for (;;) {
      const rows = await staged().select('id').limit(1000)
      const ids = rows.map((row) => Number(row.id))
      if (!ids.length) break
      await withWriteTransaction(async (trx) => {
        await trx.from('property_search_terms').whereIn('property_id', ids).delete()
        await trx.from('properties').whereIn('id', ids).delete()
      })
    }
    await withWriteTransaction(async (trx) => {
      await trx
        .from('towers')
        .where('bulk_import_id', importId)
        .whereNotExists((q) => q.from('properties').whereColumn('properties.tower_id', 'towers.id'))
        .delete()
      await trx
        .from('ventures')
        .where('bulk_import_id', importId)
        .whereNotNull('deleted_at')
        .where('is_public', false)
        .delete()
    })
  }

  async #commit(
    importId: number,
    plan: ImportPlan,
    counts: PlanCounts,
    ventures: StagedVentures,
    publishedAt: DateTime
  ) {
    const updates = plan.units
      .filter((unit) => unit.action === 'update')
      .sort((a, b) => a.existing!.id - b.existing!.id)
    await withWriteTransaction(async (trx) => {
      listingsChanged(null, trx) // the import's units: counts are counted again after it commits
      await lockUser(trx, plan.ownerId)
      const ids = [...ventures.values()].map(({ venture }) => venture.id).sort((a, b) => a - b)
      const locked = await locking(
        trx,
        trx
          .from('ventures')
          .whereIn('id', ids)
          .orderBy('id')
          .select('id', 'deleted_at', 'bulk_import_id')
      )
      if (
        locked.some((row) => row.deleted_at && Number(row.bulk_import_id) !== importId) ||
        locked.length !== ids.length
      )
        throw new VentureGoneError()
      if (updates.length) {
        const current = new Map<number, { status: string; price: number }>()
        for (let i = 0; i < updates.length; i += 1000) {
          const chunk = updates.slice(i, i + 1000).map((unit) => unit.existing!.id)
          for (const row of await locking(
            trx,
            trx
              .from('properties')
              .whereIn('id', chunk)
              .orderBy('id')
              .select('id', 'status', 'price')
          ))
            current.set(Number(row.id), { status: row.status, price: Number(row.price) })
        }
        const at = DateTime.now()
        const now = sqlTime(at)
        const priceChanges: PriceChange[] = []
        for (const unit of updates) {
          const id = unit.existing!.id
          const stored = current.get(id)
          if (stored === undefined) throw new VentureGoneError()
          if (stored.status === RESERVED && unit.values.Status)
            throw new UnitReservedMeanwhileError()
          const columns = unitColumns(unit.values, stored.status)
          const change = { propertyId: id, from: stored.price, to: columns.price }
          const repriced = change.from !== change.to
          if (repriced) priceChanges.push(change)
          const reducedAt = repriced ? PriceHistory.reducedAt(change, at) : undefined
          await trx
            .from('properties')
            .where('id', id)
            .update({
              ...columns,
              ...(repriced && { price_reduced_at: reducedAt ? sqlTime(reducedAt) : null }),
              updated_at: now,
            })
        }
        await PriceHistory.record(trx, priceChanges, at)
      }
      if (counts.creditsRequired > 0) {
        await this.ledger.spend(
          plan.ownerId,
          counts.creditsRequired,
          {
            reason: 'bulk_upload',
            reference: `bulk_import:${importId}`,
            idempotencyKey: `bulk_import:${importId}`,
          },
          trx
        )
      }
      const now = sqlTime()
      await trx
        .from('properties')
        .where('bulk_import_id', importId)
        .where('deleted_at', STAGED_AT)
        .update({ deleted_at: null })
      await trx
        .from('ventures')
        .where('bulk_import_id', importId)
        .update({ deleted_at: null, is_public: true, updated_at: now })
      const gainedUnits = new Set(
        plan.units
          .filter((unit) => unit.action === 'create')
          .map((unit) => ventures.get(unit.ventureKey)!.venture.id)
      )
      // Units going live make their venture public, as publishing from the builder does.
      await trx
        .from('ventures')
        .whereIn('id', [...gainedUnits])
        .where('is_public', false)
        .update({ is_public: true, published_at: sqlTime(publishedAt), updated_at: now })
      for (const id of ids) await refreshUnitCount(trx, id)
      await queueImported(trx, importId)
      await trx.from('bulk_imports').where('id', importId).update({
        state: 'completed',
        active_key: null,
        file_path: null,
        rows_written: plan.units.length,
        created_ventures: counts.newVentures,
        created_towers: counts.newTowers,
        created_units: counts.toCreate,
        updated_units: counts.toUpdate,
        unchanged_units: counts.unchanged,
        credits_charged: counts.creditsRequired,
        finished_at: now,
        updated_at: now,
      })
    })
  }
}
