import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#services/db/sql_time'
import Property from '#models/property'
import { publiclyListed } from '#models/property_scopes'
import {
  applyTextSearch,
  extractBedrooms,
  planTextSearch,
  type TextPlan,
} from '#services/listings/property_text_search'
import { PAGE_SIZE, type SearchFilterValues, type Sort } from '#rules/search_options'
import type { CountryCode } from '#rules/countries'
import { wherePlace } from '#services/locations/place_query'
import { withEnglishPlaces } from '#services/locations/place_search'
import { cursorPage, keysetPage } from '#services/db/keyset_page'
import { cachedCount, countTags, filtersKey } from '#services/cache/visitor_counts'

export type PropertyFilters = SearchFilterValues & {
  country: CountryCode
  /** "area, city, district, state" from /api clients; every part must match some level. */
  location?: string
  limit?: number
  cursor?: string
}

/** Column and direction of each sort; id breaks ties in the same direction. */
const ORDER: Record<
  Sort,
  { column: 'published_at' | 'price' | 'area_sqft'; direction: 'asc' | 'desc' }
> = {
  latest: { column: 'published_at', direction: 'desc' },
  price_low: { column: 'price', direction: 'asc' },
  price_high: { column: 'price', direction: 'desc' },
  area_large: { column: 'area_sqft', direction: 'desc' },
  area_small: { column: 'area_sqft', direction: 'asc' },
}

/** Counting stops here: "1,000+ properties found" is all a person needs. */
export const COUNT_CAP = 1_000

/**
 * The columns a search result is shown with (cards, /api lists). Leaving out
 * the bookkeeping dates saves building four DateTimes per row.
 */
const RESULT_COLUMNS = [
  'id',
  'owner_id',
  'title',
  'property_type',
  'price',
  'area_sqft',
  'bedrooms',
  'bathrooms',
  'status',
  'description',
  'amenities',
  'images',
  'state',
  'district',
  'city',
  'area',
  'location',
  'country_code',
  'lat',
  'lng',
  'listing_state',
  'published_at',
  'booking_amount',
  // The card's 'Price reduced' (issue 31): a column of the row, no join on the price history.
  'price_reduced_at',
].map((column) => `properties.${column}`)

/** Filters with the text search planned (see prepare). */
export type PreparedSearch = { filters: PropertyFilters; text: TextPlan | null }

/**
 * Public property search (000 §2 Property list, §7 GET /properties), used by
 * the page and /api alike. Keyset pagination on (sort column, id), so page 500
 * costs what page 1 costs; the indexes of migration 0011 serve each filter
 * and sort with country_code and listing_state first. Text search is planned
 * first (property_text_search.ts): a "latest" text search walks the
 * search-term index newest first instead of sorting every match.
 */
export default class PropertySearch {
  /** Reads what the text search needs from the database; pure filters need nothing. */
  async prepare(
    input: PropertyFilters,
    runner?: Parameters<typeof planTextSearch>[3]
  ): Promise<PreparedSearch> {
    const filters = { ...input }
    let text: TextPlan | null = null
    // A place typed in Devanagari or Telugu reads as its English name (issue 27).
    if (filters.location) filters.location = await withEnglishPlaces(filters.location)
    if (filters.search) {
      const { bedrooms, rest } = extractBedrooms(await withEnglishPlaces(filters.search))
      if (bedrooms && !filters.bedrooms) filters.bedrooms = bedrooms
      filters.search = rest
      text = await planTextSearch(rest, filters.country, undefined, runner)
    }
    return { filters, text }
  }

  /** The filtered query without order or paging. */
  filtered({ filters, text }: PreparedSearch, options: { byListing?: boolean } = {}) {
    const query = publiclyListed(Property.query(), filters.country).select(RESULT_COLUMNS)
    if (filters.property_type) query.where('properties.property_type', filters.property_type)
    if (filters.status) query.where('properties.status', filters.status)
    if (filters.bedrooms) {
      if (filters.bedrooms >= 5) query.where('properties.bedrooms', '>=', 5)
      else query.where('properties.bedrooms', filters.bedrooms)
    }
    if (filters.min_price !== undefined) query.where('properties.price', '>=', filters.min_price)
    if (filters.max_price !== undefined) query.where('properties.price', '<=', filters.max_price)
    wherePlace(query, 'properties', filters)
    if (text) applyTextSearch(query, text, options)
    return query
  }

  /** One page of the search, ordered, one row more than asked to know whether more follow. */
  pageQuery(search: PreparedSearch) {
    const { filters, text } = search
    const limit = filters.limit ?? PAGE_SIZE
    const { column, direction } = ORDER[filters.sort ?? 'latest']
    const query = this.filtered(search, { byListing: column !== 'published_at' })
    // Walking the term index: its own copy of published_at and id keep the order an index scan.
    const walk = column === 'published_at' && Boolean(text?.drive)
    const sortColumn = walk ? 't.published_at' : `properties.${column}`
    const idColumn = walk ? 't.property_id' : 'properties.id'

    return keysetPage(query, { sortColumn, idColumn, direction, cursor: filters.cursor, limit })
  }

  async handle(filters: PropertyFilters) {
    const limit = filters.limit ?? PAGE_SIZE
    const { column } = ORDER[filters.sort ?? 'latest']
    const rows = await this.pageQuery(await this.prepare(filters))
    return cursorPage(rows, limit, (row) => this.#sortValue(row, column))
  }

  /** The capped count as a query (benchmarks run it raw). */
  countQuery(search: PreparedSearch) {
    const matches = this.filtered(search)
      .clearSelect()
      .select('properties.id')
      .limit(COUNT_CAP + 1)
    return db.query().from(matches.as('matches')).count('* as total')
  }

  /**
   * How many listings match, counted up to COUNT_CAP. Every page of a search
   * shows it, so one count per set of filters serves every visitor for
   * COUNT_TTL, or until a listing of the country changes (visitor_counts.ts).
   */
  count(filters: PropertyFilters): Promise<{ total: number; capped: boolean }> {
    const matching = { ...filters, cursor: undefined, limit: undefined, sort: undefined }
    return cachedCount(
      `search:${filters.country}:${filtersKey(matching)}`,
      [countTags.listings(filters.country)],
      () => this.countNow(filters)
    )
  }

  /** The count, asked of the database now. */
  async countNow(filters: PropertyFilters): Promise<{ total: number; capped: boolean }> {
    const [row] = await this.countQuery(await this.prepare(filters))
    const total = Number(row.total)
    return { total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP }
  }

  #sortValue(row: Property, column: 'published_at' | 'price' | 'area_sqft'): string | number {
    if (column === 'price') return row.price
    if (column === 'area_sqft') return row.areaSqft
    return sqlTime(row.publishedAt!)
  }
}
