import db from '@adonisjs/lucid/services/db'
import PropertySearch, { type PropertyFilters } from '#services/listings/property_search'
import VentureSearch, { type VentureFilters } from '#services/ventures/venture_search'
import type { SavedSearchKind } from '#models/saved_search'

/** What the pre-filter reads of a new listing or venture. */
export type Subject = {
  id: number
  ownerId: number
  country: string
  city: string | null
  type: string | null
  low: number | null
  high: number | null
}

/** What the pre-filter reads of a saved search (its columns, never its filters). */
export type Candidate = {
  id: number
  userId: number
  frequency: string
  minPrice: number | null
  maxPrice: number | null
  city: string | null
  prefilterOnly: boolean
}

/** Search id → the subject ids it matches (decided) or may match (to verify). */
export type Pairs = Map<number, number[]>

export function add(pairs: Pairs, searchId: number, subjectId: number) {
  const ids = pairs.get(searchId)
  if (ids) ids.push(subjectId)
  else pairs.set(searchId, [subjectId])
}

/**
 * The subjects among `ids` the search page lists at all (live, public, not
 * deleted): the page's own query with the country alone, one per country.
 */
export async function liveSubjects(kind: SavedSearchKind, ids: number[]): Promise<Subject[]> {
  const subjects = await readSubjects(kind, ids)
  const live = new Set<number>()
  for (const country of new Set(subjects.map((subject) => subject.country))) {
    const inCountry = subjects.filter((s) => s.country === country).map((s) => s.id)
    const query =
      kind === 'ventures'
        ? new VentureSearch()
            .filtered({ country } as VentureFilters)
            .whereIn('ventures.id', inCountry)
        : new PropertySearch()
            .filtered({ filters: { country } as PropertyFilters, text: null })
            .whereIn('properties.id', inCountry)
    const table = kind === 'ventures' ? 'ventures' : 'properties'
    const rows = await query.clearSelect().select(`${table}.id`).pojo<{ id: number }>()
    for (const row of rows) live.add(Number(row.id))
  }
  return subjects.filter((subject) => live.has(subject.id))
}

async function readSubjects(kind: SavedSearchKind, ids: number[]): Promise<Subject[]> {
  if (kind === 'ventures') {
    const rows = await db
      .from('ventures')
      .whereIn('id', ids)
      .select('id', 'owner_id', 'country_code', 'city', 'venture_type', 'min_price', 'max_price')
    return rows.map((row) => ({
      id: Number(row.id),
      ownerId: Number(row.owner_id),
      country: row.country_code,
      city: row.city,
      type: row.venture_type,
      low: row.min_price === null ? null : Number(row.min_price),
      high: row.min_price === null ? null : Number(row.max_price ?? row.min_price),
    }))
  }
  const rows = await db
    .from('properties')
    .whereIn('id', ids)
    .select('id', 'owner_id', 'country_code', 'city', 'property_type', 'price')
  return rows.map((row) => ({
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    country: row.country_code,
    city: row.city,
    type: row.property_type,
    low: Number(row.price),
    high: Number(row.price),
  }))
}

/**
 * The pre-filter: for each (country, city, type) of the subjects, the
 * searches whose city and type are that one or open (equality lookups on
 * saved_searches_prefilter_idx, each lookup once a batch however many places
 * share it), then the price band in memory; the owner's own searches never.
 * A candidate whose filters are the pre-filter's columns only (prefilter_only,
 * with the city written exactly as the subject's) is decided here; the others
 * go to the verifying query.
 */
export async function prefilter(kind: SavedSearchKind, subjects: Subject[]) {
  const groups = new Map<string, Subject[]>()
  for (const subject of subjects) {
    const key = JSON.stringify([subject.country, subject.city?.toLowerCase() ?? null, subject.type])
    const group = groups.get(key)
    if (group) group.push(subject)
    else groups.set(key, [subject])
  }
  const lookups = new Map<string, Promise<Candidate[]>>()
  const lookup = (country: string, city: string | null, type: string | null) => {
    const key = JSON.stringify([country, city, type])
    if (!lookups.has(key)) lookups.set(key, find(kind, country, city, type))
    return lookups.get(key)!
  }

  const decided: Pairs = new Map()
  const pending: Pairs = new Map()
  const frequencies = new Map<number, string>()
  for (const [key, members] of groups) {
    const [country, city, type] = JSON.parse(key) as [string, string | null, string | null]
    for (const cityKey of city === null ? [null] : [city, null]) {
      for (const typeKey of type === null ? [null] : [type, null]) {
        for (const candidate of await lookup(country, cityKey, typeKey)) {
          frequencies.set(candidate.id, candidate.frequency)
          for (const subject of members) {
            if (candidate.userId === subject.ownerId || !inBand(candidate, subject)) continue
            const exact =
              candidate.prefilterOnly &&
              (candidate.city === null || candidate.city === subject.city)
            add(exact ? decided : pending, candidate.id, subject.id)
          }
        }
      }
    }
  }
  return { decided, pending, frequencies }
}

/** One equality lookup: city and type each the given one, or open (null). */
async function find(
  kind: string,
  country: string,
  city: string | null,
  type: string | null
): Promise<Candidate[]> {
  const query = db
    .from('saved_searches')
    .where('kind', kind)
    .where('country_code', country)
    .select('id', 'user_id', 'frequency', 'min_price', 'max_price', 'city', 'prefilter_only')
  if (city === null) query.whereNull('city_key')
  else query.where('city_key', city)
  if (type === null) query.whereNull('type_key')
  else query.where('type_key', type)
  const rows = await query
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    frequency: row.frequency,
    minPrice: row.min_price === null ? null : Number(row.min_price),
    maxPrice: row.max_price === null ? null : Number(row.max_price),
    city: row.city,
    prefilterOnly: Boolean(row.prefilter_only),
  }))
}

/**
 * The price band, as the search page reads min_price and max_price: a
 * listing's price (a venture's range) meets the search's range; a venture
 * without a price only matches a search without a band.
 */
function inBand(candidate: Candidate, subject: Subject): boolean {
  const { minPrice: min, maxPrice: max } = candidate
  if (subject.low === null) return min === null && max === null
  if (max !== null && subject.low > max) return false
  if (min !== null && subject.high! < min) return false
  return true
}
