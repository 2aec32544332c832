import { errors as lucidErrors } from '@adonisjs/lucid'
import Property from '#models/property'
import type Venture from '#models/venture'
import { listingId } from '#models/property_scopes'
import { findVenture, unitsQuery, type UnitFilters } from '#services/ventures/venture_reads'

/**
 * A venture's units as big projects need them: the few columns the seat-map
 * draws (for every unit, in the page), one unit's details (when it is
 * opened), and pages of units for /api. A 20,000-unit venture's page carries
 * no descriptions, amenities or photos of its units (docs/ventures.md).
 */

/** What the seat-map draws and filters on, per unit: a plain row, no model (20,000 rows hydrate in no time). */
export type SeatMapUnitRow = {
  id: number
  tower_id: number | null
  unit_number: string | null
  unit_type: string | null
  floor: number | null
  bedrooms: number | null
  area_sqft: number
  price: number | string
  status: string
}

const SEAT_MAP_COLUMNS = [
  'id',
  'tower_id',
  'unit_number',
  'unit_type',
  'floor',
  'bedrooms',
  'area_sqft',
  'price',
  'status',
].map((column) => `properties.${column}`)

/** The listed units of a venture for its seat-map, in the order of unitsOf (by tower, highest floor first). */
export async function seatMapUnitsOf(venture: Venture): Promise<SeatMapUnitRow[]> {
  const query = unitsQuery(venture).clearSelect().select(SEAT_MAP_COLUMNS)
  return query.pojo<SeatMapUnitRow>()
}

/** A page of a venture's listed units for /api: `page` of `perPage`, in the seat-map's order. */
export async function unitPageOf(
  venture: Venture,
  filters: UnitFilters,
  page: number,
  perPage: number
) {
  return unitsQuery(venture, filters).paginate(page, perPage)
}

/** Whom a unit is shown to: everyone while it and its venture are live, else its owner (or an admin). */
export type UnitViewer = { mayManage: (venture: Venture) => Promise<boolean> }

/**
 * One unit of a venture with its tower's name, as the unit dialog opens it:
 * a listed unit of a public venture for everyone; a draft, expired or hidden
 * one (or one of a private venture) only for who may manage the venture.
 * Others get 404, as for a unit that does not exist.
 */
export async function unitDetails(
  ventureId: unknown,
  unitId: unknown,
  viewer: UnitViewer
): Promise<Property> {
  const venture = await findVenture(ventureId)
  const unit = await unitsQuery(venture, {}, false)
    .where('properties.id', listingId(unitId) ?? 0)
    .first()
  if (!unit) throw new lucidErrors.E_ROW_NOT_FOUND(Property)
  const live = venture.isPublic && unit.listingState === 'active'
  if (!live && !(await viewer.mayManage(venture))) throw new lucidErrors.E_ROW_NOT_FOUND(Property)
  return unit
}
