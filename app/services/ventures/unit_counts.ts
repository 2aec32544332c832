import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#services/db/sql_time'
import { UNIT_CONFIGS, unitConfigOf } from '#rules/venture_options'

/**
 * The derived unit numbers of ventures (issue 14: never typed in).
 *
 * Stored, and refreshed by every write that changes them (in its
 * transaction, after the venture's row lock): `unit_count` = listed units
 * (active, not deleted), `total_units` = unit_count, or the builder's
 * planned total while no unit is listed, and `unit_configs` = the
 * configurations of the listed units (a stored list, so the filter is as
 * cheap as amenities: an EXISTS over 500,000 units took 0.8 s at p50). Computed when read: available and
 * per-tower counts, which every booking changes (`countsByVenture`,
 * `countsByTower`), from the index properties(venture_id, status).
 */
export async function refreshUnitCount(client: QueryClientContract, ventureId: number) {
  const listed = () =>
    client
      .from('properties')
      .where('venture_id', ventureId)
      .where('listing_state', 'active')
      .whereNull('deleted_at')
  const [row] = await listed().count('* as total')
  const unitCount = Number(row.total)
  const kinds = await listed().distinct('bedrooms', 'unit_type')
  const configs = UNIT_CONFIGS.filter((config) =>
    kinds.some(
      (kind) => unitConfigOf({ bedrooms: kind.bedrooms, unitType: kind.unit_type }) === config
    )
  )
  const venture = await client
    .from('ventures')
    .where('id', ventureId)
    .select('planned_units')
    .first()
  if (!venture) return
  await client
    .from('ventures')
    .where('id', ventureId)
    .update({
      unit_count: unitCount,
      total_units: unitCount > 0 ? unitCount : Number(venture.planned_units),
      unit_configs: JSON.stringify(configs),
      updated_at: sqlTime(),
    })
}

export type StatusCounts = {
  total: number
  available: number
  sold: number
  rented: number
  reserved: number
  blocked: number
  under_construction: number
}

/** The counts of a venture or tower with no units (yet). */
export const NO_UNITS: Readonly<StatusCounts> = {
  total: 0,
  available: 0,
  sold: 0,
  rented: 0,
  reserved: 0,
  blocked: 0,
  under_construction: 0,
}

function tally(rows: { key: number; status: string; total: number | string }[]) {
  const counts = new Map<number, StatusCounts>()
  for (const row of rows) {
    const key = Number(row.key)
    const entry = counts.get(key) ?? { ...NO_UNITS }
    const n = Number(row.total)
    entry.total += n
    if (row.status in entry && row.status !== 'total') entry[row.status as keyof StatusCounts] += n
    counts.set(key, entry)
  }
  return counts
}

function listedUnits(client: QueryClientContract, listedOnly: boolean) {
  const query = client.from('properties').whereNotNull('venture_id').whereNull('deleted_at')
  if (listedOnly) query.where('listing_state', 'active')
  return query
}

/** Units by status for each venture: listed units for the public, all for the builder (`listedOnly: false`). */
export async function countsByVenture(
  ventureIds: number[],
  options: { listedOnly?: boolean; client?: QueryClientContract } = {}
) {
  if (!ventureIds.length) return new Map<number, StatusCounts>()
  return tally(await countsByVentureQuery(ventureIds, options))
}

/** The grouped count behind countsByVenture (benchmarks run it raw). */
export function countsByVentureQuery(
  ventureIds: number[],
  options: { listedOnly?: boolean; client?: QueryClientContract } = {}
) {
  const client = options.client ?? db.connection()
  return listedUnits(client, options.listedOnly ?? true)
    .whereIn('venture_id', ventureIds)
    .groupBy('venture_id', 'status')
    .select('venture_id as key', 'status')
    .count('* as total')
}

/** Units by status for each tower of a venture. */
export async function countsByTower(
  ventureId: number,
  options: { listedOnly?: boolean; client?: QueryClientContract } = {}
) {
  const client = options.client ?? db.connection()
  const rows = await listedUnits(client, options.listedOnly ?? true)
    .where('venture_id', ventureId)
    .whereNotNull('tower_id')
    .groupBy('tower_id', 'status')
    .select('tower_id as key', 'status')
    .count('* as total')
  return tally(rows)
}

export function emptyCounts(): StatusCounts {
  return { ...NO_UNITS }
}
