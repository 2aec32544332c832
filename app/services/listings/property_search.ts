import db from '@adonisjs/lucid/services/db'
import Property from '#models/property'
import { publiclyListed } from '#models/property_scopes'
import { applyTextSearch, extractBedrooms } from '#services/listings/property_text_search'
import { PAGE_SIZE, type SearchFilterValues, type Sort } from '#shared/search_options'
import type { CountryCode } from '#shared/countries'

export type PropertyFilters = SearchFilterValues & {
  country: CountryCode
  /** "area, city, district, state" from /api clients; every part must match some level. */
  location?: string
  limit?: number
  cursor?: string
}

/** Column and direction of each sort; id breaks ties in the same direction. */
const ORDER: Record<Sort, { column: 'published_at' | 'price' | 'area_sqft'; direction: 'asc' | 'desc' }> = {
  latest: { column: 'published_at', direction: 'desc' },
  price_low: { column: 'price', direction: 'asc' },
  price_high: { column: 'price', direction: 'desc' },
  area_large: { column: 'area_sqft', direction: 'desc' },
  area_small: { column: 'area_sqft', direction: 'asc' },
}

/** Counting stops here: "1,000+ properties found" is all a person needs. */
export const COUNT_CAP = 1_000

type Cursor = [value: string | number, id: number]

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (Array.isArray(parsed) && parsed.length === 2 && ['string', 'number'].includes(typeof parsed[0]) && Number.isInteger(parsed[1])) {
      return parsed as Cursor
    }
  } catch {}
  return null
}

/**
 * Public property search (000 §2 Property list, §7 GET /properties), used by
 * the page and /api alike. Keyset pagination on (sort column, id), so page 500
 * costs what page 1 costs; the indexes of migration 0011 serve each filter
 * and sort with country_code and listing_state first.
 */
export default class PropertySearch {
  /** The filtered query without order or paging. */
  filtered(input: PropertyFilters) {
    const filters = { ...input }
    if (filters.search) {
      const { bedrooms, rest } = extractBedrooms(filters.search)
      if (bedrooms && !filters.bedrooms) filters.bedrooms = bedrooms
      filters.search = rest
    }
    const query = publiclyListed(Property.query(), filters.country)
    if (filters.property_type) query.where('property_type', filters.property_type)
    if (filters.status) query.where('status', filters.status)
    if (filters.bedrooms) {
      if (filters.bedrooms >= 5) query.where('bedrooms', '>=', 5)
      else query.where('bedrooms', filters.bedrooms)
    }
    if (filters.min_price !== undefined) query.where('price', '>=', filters.min_price)
    if (filters.max_price !== undefined) query.where('price', '<=', filters.max_price)
    for (const level of ['state', 'district', 'city', 'area'] as const) {
      if (filters[level]) query.where(level, filters[level]!)
    }
    for (const part of (filters.location ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
      query.where((q) => q.where('area', part).orWhere('city', part).orWhere('district', part).orWhere('state', part))
    }
    if (filters.search) applyTextSearch(query, filters.search)
    return query
  }

  /** One page of the search, ordered, one row more than asked to know whether more follow. */
  pageQuery(filters: PropertyFilters) {
    const limit = filters.limit ?? PAGE_SIZE
    const { column, direction } = ORDER[filters.sort ?? 'latest']
    const query = this.filtered(filters)

    const cursor = decodeCursor(filters.cursor)
    if (cursor) {
      const [value, id] = cursor
      const op = direction === 'desc' ? '<' : '>'
      query.where((q) => q.where(column, op, value).orWhere((tie) => tie.where(column, value).where('id', op, id)))
    }
    return query.orderBy(column, direction).orderBy('id', direction).limit(limit + 1)
  }

  async handle(filters: PropertyFilters) {
    const limit = filters.limit ?? PAGE_SIZE
    const { column } = ORDER[filters.sort ?? 'latest']
    const rows = await this.pageQuery(filters)
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    const nextCursor = rows.length > limit && last ? encodeCursor([this.#sortValue(last, column), last.id]) : null
    return { data: page, nextCursor }
  }

  /** The capped count as a query (benchmarks run it raw). */
  countQuery(filters: PropertyFilters) {
    const matches = this.filtered(filters).select('properties.id').limit(COUNT_CAP + 1)
    return db.query().from(matches.as('matches')).count('* as total')
  }

  /** How many listings match, counted up to COUNT_CAP. */
  async count(filters: PropertyFilters): Promise<{ total: number; capped: boolean }> {
    const [row] = await this.countQuery(filters)
    const total = Number(row.total)
    return { total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP }
  }

  #sortValue(row: Property, column: 'published_at' | 'price' | 'area_sqft'): string | number {
    if (column === 'price') return row.price
    if (column === 'area_sqft') return row.areaSqft
    return row.publishedAt!.toFormat('yyyy-MM-dd HH:mm:ss')
  }
}
