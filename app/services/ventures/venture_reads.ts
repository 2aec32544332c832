import { errors as lucidErrors } from '@adonisjs/lucid'
import Venture from '#models/venture'
import Tower from '#models/tower'
import Property from '#models/property'
import { listingId } from '#models/property_scopes'
import { GoneError } from '#exceptions/gone_error'
import { NotFoundError } from '#exceptions/not_found_error'
import { countsByTower, countsByVenture, emptyCounts } from '#services/ventures/unit_counts'

/**
 * Reading ventures for pages and /api: the public venture, the owner's
 * ventures, a venture's towers and units, each with their unit counts
 * computed for the request (listed units for the public, all for the owner).
 */

/** A public venture by id; 404 for drafts, deleted and unknown ids (000 §2 'Venture not found'). */
export async function findPublicVenture(id: unknown): Promise<Venture> {
  const numeric = listingId(id)
  const venture = numeric
    ? await Venture.query()
        .where('id', numeric)
        .where('is_public', true)
        .whereNull('deleted_at')
        .first()
    : null
  if (!venture) throw new lucidErrors.E_ROW_NOT_FOUND(Venture)
  return venture
}

/**
 * The venture a page shows (findPublicVenture), telling apart what was public
 * and is no longer: deleted or withdrawn after it was published throws
 * GoneError (410); unknown ids and never-published drafts are not found (404).
 * Either is the venture's not-found page (exception handler).
 */
export async function findShownVenture(id: unknown): Promise<Venture> {
  const numeric = listingId(id)
  const venture = numeric ? await Venture.find(numeric) : null
  if (venture && venture.isPublic && !venture.deletedAt) return venture
  if (venture?.publishedAt) throw new GoneError('ventures/not_found')
  throw new NotFoundError('ventures/not_found')
}

/** A venture that is not deleted, whoever owns it (the caller authorizes). */
export async function findVenture(id: unknown): Promise<Venture> {
  const numeric = listingId(id)
  const venture = numeric
    ? await Venture.query().where('id', numeric).whereNull('deleted_at').first()
    : null
  if (!venture) throw new lucidErrors.E_ROW_NOT_FOUND(Venture)
  return venture
}

export async function findTower(venture: Venture, id: unknown): Promise<Tower> {
  const tower = await Tower.query()
    .where('id', listingId(id) ?? 0)
    .where('venture_id', venture.id)
    .first()
  if (!tower) throw new lucidErrors.E_ROW_NOT_FOUND(Tower)
  return tower
}

/** A unit of this venture that is not deleted. */
export async function findUnit(venture: Venture, id: unknown): Promise<Property> {
  const unit = await Property.query()
    .where('id', listingId(id) ?? 0)
    .where('venture_id', venture.id)
    .whereNull('deleted_at')
    .first()
  if (!unit) throw new lucidErrors.E_ROW_NOT_FOUND(Property)
  return unit
}

/** A listed unit of this public venture (active, not deleted): what its page shows and visitors ask about. */
export async function findListedUnit(venture: Venture, id: unknown): Promise<Property> {
  const unit = await findUnit(venture, id)
  if (unit.listingState !== 'active') throw new lucidErrors.E_ROW_NOT_FOUND(Property)
  return unit
}

/** Attaches each venture's unit counts (`$extras.counts`). */
export async function withCounts(ventures: Venture[], listedOnly = true): Promise<Venture[]> {
  const counts = await countsByVenture(
    ventures.map((v) => v.id),
    { listedOnly }
  )
  for (const venture of ventures) venture.$extras.counts = counts.get(venture.id) ?? emptyCounts()
  return ventures
}

/** The towers of a venture, by name, with their unit counts. */
export async function towersOf(venture: Venture, listedOnly = true): Promise<Tower[]> {
  const [towers, counts] = await Promise.all([
    Tower.query().where('venture_id', venture.id).orderBy('name').orderBy('id'),
    countsByTower(venture.id, { listedOnly }),
  ])
  for (const tower of towers) tower.$extras.counts = counts.get(tower.id) ?? emptyCounts()
  return towers
}

export type UnitFilters = { tower_id?: number; status?: string }

/**
 * A venture's units for the seat-map: by tower, highest floor first, then
 * unit number; listed units only for the public. The tower's name rides
 * along (`$extras.tower_name`).
 */
export async function unitsOf(
  venture: Venture,
  filters: UnitFilters = {},
  listedOnly = true
): Promise<Property[]> {
  return unitsQuery(venture, filters, listedOnly)
}

/** The query behind unitsOf (benchmarks run it raw). */
export function unitsQuery(venture: Venture, filters: UnitFilters = {}, listedOnly = true) {
  const query = Property.query()
    .where('properties.venture_id', venture.id)
    .whereNull('properties.deleted_at')
    .leftJoin('towers', 'towers.id', 'properties.tower_id')
    .select('properties.*', 'towers.name as tower_name')
    .orderBy('towers.name')
    .orderBy('properties.floor', 'desc')
    .orderBy('properties.unit_number')
    .orderBy('properties.id')
  if (listedOnly) query.where('properties.listing_state', 'active')
  if (filters.tower_id) query.where('properties.tower_id', filters.tower_id)
  if (filters.status) query.where('properties.status', filters.status)
  return query
}

/** The owner's ventures, newest first, with counts of all their units. */
export async function ownVentures(ownerId: number): Promise<Venture[]> {
  const ventures = await Venture.query()
    .where('owner_id', ownerId)
    .whereNull('deleted_at')
    .orderBy('id', 'desc')
  return withCounts(ventures, false)
}
