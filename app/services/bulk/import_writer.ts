import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Tower from '#models/tower'
import Venture from '#models/venture'
import CreditLedger, { InsufficientCreditsError } from '#services/credits/credit_ledger'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { termRowsOfRecord } from '#services/listings/search_terms'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { VentureGoneError } from '#services/ventures/venture_locks'
import { unitAttributes } from '#services/ventures/venture_units'
import { RESERVED } from '#services/bookings/reservation'
import { countsOf, unitColumns, type ImportPlan, type PlannedUnit } from '#services/bulk/import_plan'
import type { VentureUnitInput } from '#validators/venture_unit'
import { LISTING_DAYS } from '#shared/listing_rules'

type Trx = TransactionClientContract

/**
 * Units per staging transaction, and rows per multi-row INSERT. SQLite: 400
 * and 400 (one writer at a time, so short transactions; knex builds its
 * multi-row INSERT as a compound SELECT of at most 500). MySQL: 2,000 and
 * 1,000 (each commit is a log flush; row locks keep others' writes going).
 */
export const STAGE_BATCH = 400
function batchSizes() {
  return db.connection().dialect.name === 'mysql' ? { units: 2_000, rows: 1_000 } : { units: STAGE_BATCH, rows: STAGE_BATCH }
}

/**
 * A staged unit: written as the live unit it will be, but hidden by this
 * sentinel `deleted_at` (every read of units and listings skips deleted rows),
 * so the commit only clears a column that no index holds instead of moving
 * every row through the search indexes (listing_state is in six of them).
 */
export const STAGED_AT = '1970-01-02 00:00:00'

export type WriteResult = {
  createdVentures: number
  createdTowers: number
  createdUnits: number
  updatedUnits: number
  unchangedUnits: number
  creditsCharged: number
}

/** A unit of the file was reserved by a booking while the import waited (nothing was written). */
export class UnitReservedMeanwhileError extends Error {}

/**
 * Writes an import all or nothing without holding one long transaction
 * (which on SQLite would stop every other writer, and on MySQL hold the
 * owner's row for the whole file):
 *
 * 1. stage — new ventures and towers, then the new units in batches of
 *    STAGE_BATCH, each batch its own short transaction, as rows nobody sees
 *    (deleted_at = STAGED_AT, bulk_import_id);
 * 2. commit — one transaction, in the lock order of write_transaction.ts
 *    (owner → ventures → unit rows → ledger), charges the credits once
 *    (idempotency key `bulk_import:{id}`), turns the staged rows live, applies
 *    the updates and refreshes the derived counts;
 * 3. on any failure before the commit, `discard` removes what was staged, so
 *    the batches roll back together: no partial venture, no charge.
 */
export default class ImportWriter {
  constructor(private ledger = new CreditLedger()) {}

  async write(importId: number, plan: ImportPlan, onProgress: (written: number) => Promise<void>): Promise<WriteResult> {
    const counts = countsOf(plan)
    await this.discard(importId)
    const publishedAt = DateTime.now()
    try {
      const ventures = await this.#stageVenturesAndTowers(importId, plan, publishedAt)
      let written = 0
      const creates = plan.units.filter((unit) => unit.action === 'create')
      const sizes = batchSizes()
      for (let i = 0; i < creates.length; i += sizes.units) {
        await withWriteTransaction(async (trx) => {
          await lockUser(trx, plan.ownerId)
          await this.#stageUnits(trx, importId, creates.slice(i, i + sizes.units), ventures, publishedAt, sizes.rows)
        })
        written += Math.min(sizes.units, creates.length - i)
        await onProgress(written)
      }
      await this.#commit(importId, plan, ventures, publishedAt)
      return {
        createdVentures: counts.newVentures,
        createdTowers: counts.newTowers,
        createdUnits: counts.toCreate,
        updatedUnits: counts.toUpdate,
        unchangedUnits: counts.unchanged,
        creditsCharged: counts.creditsRequired,
      }
    } catch (error) {
      await this.discard(importId)
      throw error
    }
  }

  /** Removes what an unfinished import staged (committed rows never carry STAGED_AT). */
  async discard(importId: number): Promise<void> {
    const staged = () => db.from('properties').where('bulk_import_id', importId).where('deleted_at', STAGED_AT)
    for (;;) {
      const ids = (await staged().select('id').limit(1000)).map((row) => Number(row.id))
      if (!ids.length) break
      await withWriteTransaction(async (trx) => {
        await trx.from('property_search_terms').whereIn('property_id', ids).delete()
        await trx.from('properties').whereIn('id', ids).delete()
      })
    }
    await withWriteTransaction(async (trx) => {
      await trx.from('towers').where('bulk_import_id', importId).whereNotExists((q) => q.from('properties').whereColumn('properties.tower_id', 'towers.id')).delete()
      await trx.from('ventures').where('bulk_import_id', importId).whereNotNull('deleted_at').where('is_public', false).delete()
    })
  }

  /** New ventures (hidden until the commit) and new towers; returns every venture of the plan by key. */
  async #stageVenturesAndTowers(importId: number, plan: ImportPlan, publishedAt: DateTime): Promise<Map<string, { venture: Venture; towers: Map<string, Tower> }>> {
    const byKey = new Map<string, { venture: Venture; towers: Map<string, Tower> }>()
    await withWriteTransaction(async (trx) => {
      await lockUser(trx, plan.ownerId)
      const owner = await trx.from('users').where('id', plan.ownerId).select('name').first()
      const existing = plan.ventures.filter((v) => v.id !== null).map((v) => v.id!)
      const found = existing.length ? await locking(trx, trx.from('ventures').whereIn('id', existing).whereNull('deleted_at').orderBy('id').select('id')) : []
      if (found.length !== existing.length) throw new VentureGoneError()
      for (const planned of plan.ventures) {
        let venture: Venture
        if (planned.id) venture = await Venture.findOrFail(planned.id, { client: trx })
        else {
          const place = planned.place!
          const unitTypes = [...new Set(plan.units.filter((u) => u.ventureKey === planned.key).map((u) => u.values.Unit_Type))]
          venture = new Venture()
          venture.useTransaction(trx)
          venture.merge({
            ownerId: plan.ownerId,
            name: planned.name,
            description: `${planned.name}, ${place.location}.`,
            builder: 'others',
            builderName: owner?.name ?? planned.name,
            ventureType: 'residential',
            status: 'under_construction',
            propertyTypes: [],
            unitTypes,
            amenities: [],
            approvals: [],
            images: [],
            masterPlanImages: [],
            phases: [],
            nearbyLandmarks: [],
            unitConfigs: [],
            plannedUnits: 0,
            unitCount: 0,
            totalUnits: 0,
            state: place.state,
            district: place.district,
            city: place.city,
            area: place.area,
            location: place.location,
            countryCode: place.countryCode,
            isPublic: false,
            publishedAt,
            deletedAt: publishedAt,
            bulkImportId: importId,
          })
          await venture.save()
        }
        byKey.set(planned.key, { venture, towers: new Map() })
      }
      for (const planned of plan.towers) {
        const entry = byKey.get(planned.ventureKey)!
        const tower = planned.id
          ? await Tower.findOrFail(planned.id, { client: trx })
          : await Tower.create({ ventureId: entry.venture.id, name: planned.name, floors: 1, unitsPerFloor: 1, towerType: 'residential', bulkImportId: importId }, { client: trx })
        entry.towers.set(planned.key, tower)
      }
    })
    return byKey
  }

  async #stageUnits(trx: Trx, importId: number, units: PlannedUnit[], ventures: Map<string, { venture: Venture; towers: Map<string, Tower> }>, publishedAt: DateTime, perInsert: number) {
    const now = sqlTime()
    const published = sqlTime(publishedAt)
    const expires = sqlTime(publishedAt.plus({ days: LISTING_DAYS }))
    const rows = units.map((unit) => {
      const { venture, towers } = ventures.get(unit.ventureKey)!
      const tower = towers.get(unit.towerKey)!
      const a = unitAttributes(venture, tower, asUnitInput(unit))
      return {
        owner_id: a.ownerId,
        venture_id: venture.id,
        tower_id: tower.id,
        unit_number: a.unitNumber,
        title: a.title,
        property_type: a.propertyType,
        description: a.description,
        amenities: JSON.stringify(a.amenities),
        images: '[]',
        state: a.state,
        district: a.district,
        city: a.city,
        area: a.area,
        location: a.location,
        country_code: a.countryCode,
        ...unitColumns(unit.values, null),
        listing_state: 'active',
        published_at: published,
        expires_at: expires,
        deleted_at: STAGED_AT,
        bulk_import_id: importId,
        created_at: now,
        updated_at: now,
      }
    })
    const before = await trx.from('properties').where('bulk_import_id', importId).max('id as id').first()
    for (let i = 0; i < rows.length; i += perInsert) await trx.table('properties').multiInsert(rows.slice(i, i + perInsert))
    const inserted = await trx.from('properties').where('bulk_import_id', importId).where('id', '>', Number(before?.id ?? 0)).select('id', 'title', 'location', 'description', 'country_code', 'published_at')
    const terms = inserted.flatMap((row) => termRowsOfRecord({ ...row, published_at: published }))
    for (let i = 0; i < terms.length; i += perInsert) await trx.table('property_search_terms').multiInsert(terms.slice(i, i + perInsert))
  }

  async #commit(importId: number, plan: ImportPlan, ventures: Map<string, { venture: Venture; towers: Map<string, Tower> }>, publishedAt: DateTime) {
    const counts = countsOf(plan)
    const updates = plan.units.filter((unit) => unit.action === 'update').sort((a, b) => a.existing!.id - b.existing!.id)
    await withWriteTransaction(async (trx) => {
      await lockUser(trx, plan.ownerId)
      const ids = [...ventures.values()].map(({ venture }) => venture.id).sort((a, b) => a - b)
      const locked = await locking(trx, trx.from('ventures').whereIn('id', ids).orderBy('id').select('id', 'deleted_at', 'bulk_import_id'))
      if (locked.some((row) => row.deleted_at && Number(row.bulk_import_id) !== importId) || locked.length !== ids.length) throw new VentureGoneError()
      if (updates.length) {
        const current = new Map<number, string>()
        for (let i = 0; i < updates.length; i += 1000) {
          const chunk = updates.slice(i, i + 1000).map((unit) => unit.existing!.id)
          for (const row of await locking(trx, trx.from('properties').whereIn('id', chunk).orderBy('id').select('id', 'status'))) current.set(Number(row.id), row.status)
        }
        const now = sqlTime()
        for (const unit of updates) {
          const status = current.get(unit.existing!.id)
          if (status === undefined) throw new VentureGoneError()
          if (status === RESERVED && unit.values.Status) throw new UnitReservedMeanwhileError()
          await trx.from('properties').where('id', unit.existing!.id).update({ ...unitColumns(unit.values, status), updated_at: now })
        }
      }
      if (counts.creditsRequired > 0) {
        await this.ledger.spend(plan.ownerId, counts.creditsRequired, { reason: 'bulk_upload', reference: `bulk_import:${importId}`, idempotencyKey: `bulk_import:${importId}` }, trx)
      }
      const now = sqlTime()
      await trx.from('properties').where('bulk_import_id', importId).where('deleted_at', STAGED_AT).update({ deleted_at: null })
      await trx.from('ventures').where('bulk_import_id', importId).update({ deleted_at: null, is_public: true, updated_at: now })
      const gainedUnits = new Set(plan.units.filter((unit) => unit.action === 'create').map((unit) => ventures.get(unit.ventureKey)!.venture.id))
      // Units going live make their venture public, as publishing from the builder does.
      await trx.from('ventures').whereIn('id', [...gainedUnits]).where('is_public', false).update({ is_public: true, published_at: sqlTime(publishedAt), updated_at: now })
      for (const id of ids) await refreshUnitCount(trx, id)
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

export { InsufficientCreditsError }

function asUnitInput(unit: PlannedUnit): Omit<VentureUnitInput, 'draft' | 'status' | 'tower_id' | 'tower_name'> {
  return {
    unit_name: unit.values.Unit_ID,
    unit_type: unit.values.Unit_Type,
    floor: unit.values.Floor,
    bedrooms: unit.values.BHK ?? null,
    bathrooms: unit.values.Bathrooms ?? null,
    area: unit.values.Area,
    price: unit.values.Price,
    facing: unit.values.Facing ?? null,
  }
}
