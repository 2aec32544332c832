import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import LocationTree from '#services/locations/location_tree'
import {
  resolvePlace,
  UnknownPlaceError,
  type ListingPlace,
} from '#services/listings/listing_place'
import type { BulkIssue, SheetRow } from '#services/bulk/row_cells'
import type { BulkRow } from '#validators/bulk_row'
import { PUBLISH_CREDITS } from '#rules/listing_rules'
import type { BulkColumn } from '#rules/bulk_columns'

export type PlannedVenture = {
  key: string
  name: string
  /** Null: the import creates it. */
  id: number | null
  place: ListingPlace | null
  isPublic: boolean
}

export type PlannedTower = { key: string; ventureKey: string; name: string; id: number | null }

export type ExistingUnit = {
  id: number
  floor: number | null
  unit_type: string | null
  bedrooms: number | null
  bathrooms: number | null
  area_sqft: number
  price: number
  facing: string | null
  status: string
}

export type PlannedUnit = {
  row: number
  ventureKey: string
  towerKey: string
  values: BulkRow
  /** create costs a credit; update and unchanged cost nothing (same venture, tower and Unit_ID as a unit the owner has). */
  action: 'create' | 'update' | 'unchanged'
  existing: ExistingUnit | null
}

export type ImportPlan = {
  ownerId: number
  ventures: PlannedVenture[]
  towers: PlannedTower[]
  units: PlannedUnit[]
  issues: BulkIssue[]
}

export type PlanCounts = {
  ventures: number
  newVentures: number
  towers: number
  newTowers: number
  toCreate: number
  toUpdate: number
  unchanged: number
  creditsRequired: number
}

const keyOf = (text: string) => text.trim().toLowerCase()

export function countsOf(plan: ImportPlan): PlanCounts {
  const toCreate = plan.units.filter((unit) => unit.action === 'create').length
  return {
    ventures: plan.ventures.length,
    newVentures: plan.ventures.filter((venture) => venture.id === null).length,
    towers: plan.towers.length,
    newTowers: plan.towers.filter((tower) => tower.id === null).length,
    toCreate,
    toUpdate: plan.units.filter((unit) => unit.action === 'update').length,
    unchanged: plan.units.filter((unit) => unit.action === 'unchanged').length,
    creditsRequired: toCreate * PUBLISH_CREDITS,
  }
}

/**
 * What the valid rows mean for this owner, read from the database: which
 * ventures and towers exist (by name, without regard to case) and which
 * units (venture, tower and Unit_ID) will be created, updated or left as
 * they are. Refuses a venture name another account uses, a place the
 * location tree lacks, a Unit_ID twice in one tower, and a status change of
 * a unit a booking reserved. Writes nothing.
 */
export async function planImport(ownerId: number, rows: SheetRow[]): Promise<ImportPlan> {
  const issues: BulkIssue[] = []
  const ventures = new Map<string, PlannedVenture>()
  const towers = new Map<string, PlannedTower>()
  const units: PlannedUnit[] = []

  const names = [...new Set(rows.map((row) => keyOf(row.values.Venture_Name)))]
  const owned = new Map<string, { id: number; is_public: number | boolean }>()
  const taken = new Set<string>()
  for (let i = 0; i < names.length; i += 500) {
    const chunk = names.slice(i, i + 500)
    const found = await db
      .from('ventures')
      .whereNull('deleted_at')
      .whereRaw(`LOWER(name) IN (${chunk.map(() => '?').join(',')})`, chunk)
      .select('id', 'name', 'owner_id', 'is_public')
    for (const venture of found) {
      if (Number(venture.owner_id) === ownerId) owned.set(keyOf(venture.name), venture)
      else taken.add(keyOf(venture.name))
    }
  }
  const ventureIds = [...owned.values()].map((venture) => Number(venture.id))
  const existingTowers = new Map<string, number>()
  const existingUnits = new Map<string, ExistingUnit>()
  for (let i = 0; i < ventureIds.length; i += 200) {
    const chunk = ventureIds.slice(i, i + 200)
    for (const tower of await db
      .from('towers')
      .whereIn('venture_id', chunk)
      .select('id', 'venture_id', 'name')) {
      existingTowers.set(`${tower.venture_id}|${keyOf(tower.name)}`, Number(tower.id))
    }
    const found = await db
      .from('properties')
      .whereIn('venture_id', chunk)
      .whereNull('deleted_at')
      .whereNotNull('tower_id')
      .select(
        'id',
        'tower_id',
        'unit_number',
        'floor',
        'unit_type',
        'bedrooms',
        'bathrooms',
        'area_sqft',
        'price',
        'facing',
        'status'
      )
    for (const unit of found)
      existingUnits.set(`${unit.tower_id}|${keyOf(String(unit.unit_number))}`, unit)
  }

  const places = new Map<string, ListingPlace | BulkIssue>()
  const seen = new Map<string, number>()
  for (const { row, values } of rows) {
    const ventureKey = keyOf(values.Venture_Name)
    let venture = ventures.get(ventureKey)
    if (!venture) {
      if (taken.has(ventureKey)) {
        issues.push({
          row,
          column: 'Venture_Name',
          key: 'venture_taken',
          data: { value: values.Venture_Name },
        })
        continue
      }
      const mine = owned.get(ventureKey)
      let place: ListingPlace | null = null
      if (!mine) {
        const found = await placeOf(values, places, row)
        if ('key' in found) {
          issues.push({ ...found, row })
          continue
        }
        place = found
      }
      venture = {
        key: ventureKey,
        name: values.Venture_Name,
        id: mine ? Number(mine.id) : null,
        place,
        isPublic: Boolean(mine?.is_public),
      }
      ventures.set(ventureKey, venture)
    }
    const towerKey = `${ventureKey}|${keyOf(values.Tower_Name)}`
    let tower = towers.get(towerKey)
    if (!tower) {
      const id = venture.id
        ? existingTowers.get(`${venture.id}|${keyOf(values.Tower_Name)}`)
        : undefined
      tower = { key: towerKey, ventureKey, name: values.Tower_Name, id: id ?? null }
      towers.set(towerKey, tower)
    }
    const unitKey = `${towerKey}|${keyOf(values.Unit_ID)}`
    const first = seen.get(unitKey)
    if (first) {
      issues.push({
        row,
        column: 'Unit_ID',
        key: 'duplicate_unit',
        data: { unit: values.Unit_ID, tower: values.Tower_Name, first },
      })
      continue
    }
    seen.set(unitKey, row)
    const existing = tower.id
      ? (existingUnits.get(`${tower.id}|${keyOf(values.Unit_ID)}`) ?? null)
      : null
    if (existing && existing.status === 'reserved' && values.Status) {
      issues.push({ row, column: 'Status', key: 'reserved', data: { unit: values.Unit_ID } })
      continue
    }
    units.push({
      row,
      ventureKey,
      towerKey,
      values,
      existing,
      action: existing ? (sameUnit(existing, values) ? 'unchanged' : 'update') : 'create',
    })
  }
  return { ownerId, ventures: [...ventures.values()], towers: [...towers.values()], units, issues }
}

/** The stored columns a row sets on a unit (its status only when the row names one). */
export function unitColumns(values: BulkRow, current: string | null) {
  return {
    floor: values.Floor,
    unit_type: values.Unit_Type,
    bedrooms: values.BHK ?? null,
    bathrooms: values.Bathrooms ?? null,
    area_sqft: Math.max(1, Math.round(values.Area)),
    price: Math.round(values.Price),
    facing: values.Facing ?? null,
    status: values.Status ?? current ?? 'available',
  }
}

function sameUnit(existing: ExistingUnit, values: BulkRow): boolean {
  const wanted = unitColumns(values, existing.status)
  const numeric = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return (
    numeric(existing.floor) === wanted.floor &&
    existing.unit_type === wanted.unit_type &&
    numeric(existing.bedrooms) === wanted.bedrooms &&
    numeric(existing.bathrooms) === wanted.bathrooms &&
    numeric(existing.area_sqft) === wanted.area_sqft &&
    numeric(existing.price) === wanted.price &&
    (existing.facing ?? null) === wanted.facing &&
    existing.status === wanted.status
  )
}

const PLACE_COLUMNS: Record<string, BulkColumn> = {
  state: 'State',
  district: 'District',
  city: 'City',
  area_name: 'Area_Name',
}

/**
 * A new venture's place in the location tree: State, City and optionally
 * District (found from the city when left out) and Area_Name.
 */
async function placeOf(
  values: BulkRow,
  cache: Map<string, ListingPlace | BulkIssue>,
  row: number
): Promise<ListingPlace | BulkIssue> {
  const cacheKey = [values.State, values.District, values.City, values.Area_Name]
    .map((part) => keyOf(part ?? ''))
    .join('|')
  const cached = cache.get(cacheKey)
  if (cached) return cached
  let district = values.District
  if (!district) {
    const tree = await app.container.make(LocationTree)
    const nodes = await tree.nodes()
    const state = nodes.find(
      (node) => node.level === 'state' && keyOf(node.name) === keyOf(values.State)
    )
    district = state?.children.find((candidate) =>
      candidate.children.some((city) => keyOf(city.name) === keyOf(values.City))
    )?.name
    if (state && !district)
      return remember(cache, cacheKey, {
        row,
        column: 'City',
        key: 'unknown_place',
        data: { value: values.City },
      })
  }
  try {
    const place = await resolvePlace(
      { state: values.State, district, city: values.City, area_name: values.Area_Name },
      'IN'
    )
    return remember(cache, cacheKey, place)
  } catch (error) {
    if (!(error instanceof UnknownPlaceError)) throw error
    const column = PLACE_COLUMNS[error.field] ?? 'City'
    return remember(cache, cacheKey, {
      row,
      column,
      key: 'unknown_place',
      data: { value: String(values[column as keyof BulkRow] ?? '') },
    })
  }
}

function remember<T extends ListingPlace | BulkIssue>(
  cache: Map<string, ListingPlace | BulkIssue>,
  key: string,
  value: T
): T {
  cache.set(key, value)
  return value
}
