import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Tower from '#models/tower'
import Venture from '#models/venture'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { placeColumns } from '#services/listings/listing_place'
import { termRowsOfRecord } from '#services/listings/search_terms'
import { emptyVentureLists } from '#services/ventures/venture_lists'
import { VentureGoneError } from '#services/ventures/venture_locks'
import { unitAttributes } from '#services/ventures/venture_units'
import { unitColumns, type ImportPlan, type PlannedUnit } from '#services/bulk/import_plan'
import type { VentureUnitInput } from '#validators/venture_unit'
import { LISTING_DAYS } from '#rules/listing_rules'
import { testKnobs } from '#services/queue/test_knobs'

type Trx = TransactionClientContract

/** Every venture of a plan by key (existing, or created hidden by the import), with its towers by key. */
export type StagedVentures = Map<string, { venture: Venture; towers: Map<string, Tower> }>

/*
 * Step 1 of ImportWriter (import_writer.ts): what an import writes before its
 * commit, hidden from every reader until then.
 */

/**
 * Units per staging transaction, and rows per multi-row INSERT. SQLite: 400
 * and 400 (one writer at a time, so short transactions; knex builds its
 * multi-row INSERT as a compound SELECT of at most 500). MySQL: 2,000 and
 * 1,000 (each commit is a log flush; row locks keep others' writes going).
 */
export const STAGE_BATCH = 400
export function batchSizes() {
  if (testKnobs.bulkBatchUnits)
    return { units: testKnobs.bulkBatchUnits, rows: Math.min(testKnobs.bulkBatchUnits, 400) }
  return db.connection().dialect.name === 'mysql'
    ? { units: 2_000, rows: 1_000 }
    : { units: STAGE_BATCH, rows: STAGE_BATCH }
}

/**
 * A staged unit: written as the live unit it will be, but hidden by this
 * sentinel `deleted_at` (every read of units and listings skips deleted rows),
 * so the commit only clears a column that no index holds instead of moving
 * every row through the search indexes (listing_state is in six of them).
 */
export const STAGED_AT = '1970-01-02 00:00:00'

/** New ventures (hidden until the commit) and new towers; returns every venture of the plan by key. */
export async function stageVenturesAndTowers(
  importId: number,
  plan: ImportPlan,
  publishedAt: DateTime
): Promise<StagedVentures> {
  const byKey: StagedVentures = new Map()
  await withWriteTransaction(async (trx) => {
    await lockUser(trx, plan.ownerId)
    const owner = await trx.from('users').where('id', plan.ownerId).select('name').first()
    const existing = plan.ventures.filter((v) => v.id !== null).map((v) => v.id!)
    const found = existing.length
      ? await locking(
          trx,
          trx
            .from('ventures')
            .whereIn('id', existing)
            .whereNull('deleted_at')
            .orderBy('id')
            .select('id')
        )
      : []
    if (found.length !== existing.length) throw new VentureGoneError()
    for (const planned of plan.ventures) {
      let venture: Venture
      if (planned.id) venture = await Venture.findOrFail(planned.id, { client: trx })
      else {
        const place = planned.place!
        const unitTypes = [
          ...new Set(
            plan.units.filter((u) => u.ventureKey === planned.key).map((u) => u.values.Unit_Type)
          ),
        ]
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
          ...emptyVentureLists(),
          unitTypes,
          plannedUnits: 0,
          unitCount: 0,
          totalUnits: 0,
          ...placeColumns(place),
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
        : await Tower.create(
            {
              ventureId: entry.venture.id,
              name: planned.name,
              floors: 1,
              unitsPerFloor: 1,
              towerType: 'residential',
              bulkImportId: importId,
            },
            { client: trx }
          )
      entry.towers.set(planned.key, tower)
    }
  })
  return byKey
}

/** One batch of new units, hidden (STAGED_AT), with their search-index rows, in the caller's transaction. */
export async function stageUnits(
  trx: Trx,
  importId: number,
  units: PlannedUnit[],
  ventures: StagedVentures,
  publishedAt: DateTime,
  perInsert: number
) {
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
  const before = await trx
    .from('properties')
    .where('bulk_import_id', importId)
    .max('id as id')
    .first()
  for (let i = 0; i < rows.length; i += perInsert)
    await trx.table('properties').multiInsert(rows.slice(i, i + perInsert))
  const inserted = await trx
    .from('properties')
    .where('bulk_import_id', importId)
    .where('id', '>', Number(before?.id ?? 0))
    .select('id', 'title', 'location', 'description', 'country_code', 'published_at')
  const terms = inserted.flatMap((row) => termRowsOfRecord({ ...row, published_at: published }))
  for (let i = 0; i < terms.length; i += perInsert)
    await trx.table('property_search_terms').multiInsert(terms.slice(i, i + perInsert))
}

function asUnitInput(
  unit: PlannedUnit
): Omit<VentureUnitInput, 'draft' | 'status' | 'tower_id' | 'tower_name'> {
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
