import db from '@adonisjs/lucid/services/db'
import PropertySearch, { type PropertyFilters } from '#services/listings/property_search'
import VentureSearch, { type VentureFilters } from '#services/ventures/venture_search'
import { sqlTime } from '#services/db/sql_time'
import type { SavedSearchKind } from '#models/saved_search'

/** What the pre-filter reads of a new listing or venture. */
type Subject = {
  id: number
  ownerId: number
  country: string
  city: string | null
  type: string | null
  low: number | null
  high: number | null
}

type Candidate = {
  id: number
  user_id: number
  min_price: number | string | null
  max_price: number | string | null
}

type MatchRow = {
  saved_search_id: number
  subject_id: number
  created_at: string
  notified_at: string | null
}

/** An 'off' search's matches count as told (never mailed later). */
function matchRows(searchId: number, frequency: string, subjectIds: number[]): MatchRow[] {
  const now = sqlTime()
  return subjectIds.map((subjectId) => ({
    saved_search_id: searchId,
    subject_id: subjectId,
    created_at: now,
    notified_at: frequency === 'off' ? now : null,
  }))
}

/** Searches verified with one query each: their filters against these subject ids at once. */
const VERIFY_CHUNK = 500

/**
 * Which saved searches a batch of listings (or ventures) that just went live
 * match (issue 31). Two steps:
 * 1. the pre-filter: for each (country, city, type) of the batch, the
 *    searches of that kind whose city and type are that one or open (four
 *    equality lookups on saved_searches_prefilter_idx), then the price band
 *    in memory; the owner's own searches never;
 * 2. the search page's own query (PropertySearch / VentureSearch `filtered`)
 *    with the search's filters, restricted to the candidate ids
 *    (`WHERE id IN (...)`): no second implementation of the filters.
 * New matches are written to saved_search_matches; one already there (a
 * renewal, a republished venture) is not written again: announced once.
 * Returns the searches that gained matches.
 */
export default class AlertMatcher {
  async match(kind: SavedSearchKind, ids: number[]): Promise<number[]> {
    const subjects = await this.#subjects(kind, ids)
    if (!subjects.length) return []
    const bySearch = await this.#candidates(kind, subjects)
    if (!bySearch.size) return []
    const touched: number[] = []
    const rows: MatchRow[] = []
    const searchIds = [...bySearch.keys()]
    for (let start = 0; start < searchIds.length; start += VERIFY_CHUNK) {
      const chunk = searchIds.slice(start, start + VERIFY_CHUNK)
      const searches = await db
        .from('saved_searches')
        .whereIn('id', chunk)
        .select('id', 'filters', 'frequency')
      for (const search of searches) {
        const filters =
          typeof search.filters === 'string' ? JSON.parse(search.filters) : search.filters
        const matched = await this.verify(kind, filters, bySearch.get(search.id)!)
        if (!matched.length) continue
        rows.push(...matchRows(search.id, search.frequency, matched))
        if (search.frequency !== 'off') touched.push(search.id)
      }
    }
    await this.#record(rows)
    return touched
  }

  /** The ids among `ids` the search page's query finds with these filters. */
  async verify(kind: SavedSearchKind, filters: any, ids: number[]): Promise<number[]> {
    if (kind === 'ventures') {
      const rows = await new VentureSearch()
        .filtered(filters as VentureFilters)
        .whereIn('ventures.id', ids)
        .clearSelect()
        .select('ventures.id')
        .pojo<{ id: number }>()
      return rows.map((row) => Number(row.id))
    }
    const search = new PropertySearch()
    const prepared = await search.prepare(filters as PropertyFilters)
    const rows = await search
      .filtered(prepared)
      .whereIn('properties.id', ids)
      .clearSelect()
      .select('properties.id')
      .pojo<{ id: number }>()
    return rows.map((row) => Number(row.id))
  }

  /** New rows only (one that exists is left alone), in one transaction: SQLite syncs once, not per search. */
  async #record(rows: MatchRow[]) {
    if (!rows.length) return
    await db.transaction(async (trx) => {
      for (let start = 0; start < rows.length; start += 500)
        await trx
          .table('saved_search_matches')
          .insert(rows.slice(start, start + 500))
          .onConflict(['saved_search_id', 'subject_id'])
          .ignore()
    })
  }

  async #subjects(kind: SavedSearchKind, ids: number[]): Promise<Subject[]> {
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

  /** Search id → the subject ids it may match, from the index (see the class comment). */
  async #candidates(kind: SavedSearchKind, subjects: Subject[]): Promise<Map<number, number[]>> {
    const groups = new Map<string, Subject[]>()
    for (const subject of subjects) {
      const key = JSON.stringify([
        subject.country,
        subject.city?.toLowerCase() ?? null,
        subject.type,
      ])
      const group = groups.get(key)
      if (group) group.push(subject)
      else groups.set(key, [subject])
    }
    const bySearch = new Map<number, number[]>()
    for (const [key, members] of groups) {
      const [country, city, type] = JSON.parse(key) as [string, string | null, string | null]
      for (const candidate of await this.#lookup(kind, country, city, type)) {
        for (const subject of members) {
          if (candidate.user_id === subject.ownerId || !inBand(candidate, subject)) continue
          const ids = bySearch.get(candidate.id)
          if (ids) ids.push(subject.id)
          else bySearch.set(candidate.id, [subject.id])
        }
      }
    }
    return bySearch
  }

  /** Four equality lookups: city and type each the subject's or open. */
  async #lookup(kind: string, country: string, city: string | null, type: string | null) {
    const rows: Candidate[] = []
    for (const cityKey of city === null ? [null] : [city, null]) {
      for (const typeKey of type === null ? [null] : [type, null]) {
        const query = db
          .from('saved_searches')
          .where('kind', kind)
          .where('country_code', country)
          .select('id', 'user_id', 'min_price', 'max_price')
        if (cityKey === null) query.whereNull('city_key')
        else query.where('city_key', cityKey)
        if (typeKey === null) query.whereNull('type_key')
        else query.where('type_key', typeKey)
        const found = await query
        rows.push(...found.map((row) => ({ ...row, user_id: Number(row.user_id) })))
      }
    }
    return rows
  }
}

/** The price band: a listing's price (a venture's range) meets the search's range. */
function inBand(candidate: Candidate, subject: Subject): boolean {
  const min = candidate.min_price === null ? null : Number(candidate.min_price)
  const max = candidate.max_price === null ? null : Number(candidate.max_price)
  if (subject.low === null) return max === null // no price: only a search without a maximum may match
  if (max !== null && subject.low > max) return false
  if (min !== null && subject.high! < min) return false
  return true
}
