import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Venture from '#models/venture'
import { cursorPage, keysetPage } from '#services/db/keyset_page'
import { sqlTime } from '#services/db/sql_time'
import { PAGE_SIZE } from '#rules/search_options'
import {
  POSSESSION_TIMELINES,
  PROJECT_SIZES,
  type PossessionTimeline,
  type ProjectSize,
  type UnitConfig,
  type VentureSort,
} from '#rules/venture_options'
import type { CountryCode } from '#rules/countries'
import { wherePlace } from '#services/locations/place_query'
import { withEnglishPlaces } from '#services/locations/place_search'
import { searchTerms } from '#services/listings/property_text_search'

/** The venture filter state of 000 §3, as the page URL and GET /api/ventures carry it. */
export type VentureFilters = {
  country: CountryCode
  search?: string
  venture_type?: string
  investment_type?: string
  property_types?: string[]
  status?: string
  builder?: string
  unit_configs?: UnitConfig[]
  amenities?: string[]
  project_size?: ProjectSize
  possession_timeline?: PossessionTimeline
  approvals?: string[]
  min_price?: number
  max_price?: number
  location?: string
  state?: string
  district?: string
  city?: string
  area?: string
  sort?: VentureSort
  limit?: number
  cursor?: string
}

type SortColumn = 'published_at' | 'price_sort_asc' | 'price_sort_desc' | 'name'

/** Each sort's column; the price orders use the stored keys that put ventures without a price last (Venture priceSortKeys). */
const ORDER: Record<VentureSort, { column: SortColumn; direction: 'asc' | 'desc' }> = {
  latest: { column: 'published_at', direction: 'desc' },
  price_low_high: { column: 'price_sort_asc', direction: 'asc' },
  price_high_low: { column: 'price_sort_desc', direction: 'desc' },
  name_asc: { column: 'name', direction: 'asc' },
  name_desc: { column: 'name', direction: 'desc' },
}

/** A JSON list column holds a value: a LIKE on its text ('"gym_fitness"'), the same on SQLite and MySQL. */
function hasListValue(query: any, column: string, value: string) {
  query.where(column, 'like', `%"${value.replace(/[%"\\]/g, '')}"%`) // values are enum slugs; _ matches itself
}

/**
 * Public venture list (000 §2 Venture list, §7 GET /ventures): every filter
 * group of 000 §2 on the server, the five sorts, keyset pages on (sort
 * column, id). Public and not deleted, in one country. The indexes
 * ventures_public_{latest,price_asc,price_desc,name}_idx serve the sorts with
 * country and is_public first, then the sort column and id, so a page reads
 * its rows in index order and stops; the other filters narrow that set. Unit
 * configurations come from the venture's stored list (unit_counts.ts).
 * Ventures without a price sort last in both price orders: the stored keys
 * price_sort_asc / price_sort_desc hold min_price or, without one, a value
 * past every price in that direction (an ORDER BY COALESCE(...) would sort
 * every matching row).
 */
export default class VentureSearch {
  filtered(filters: VentureFilters) {
    const query = Venture.query()
      .where('ventures.country_code', filters.country)
      .where('ventures.is_public', true)
      .whereNull('ventures.deleted_at')
    const type = filters.venture_type ?? filters.investment_type
    if (type) query.where('ventures.venture_type', type === 'mixed' ? 'mixed_use' : type)
    if (filters.status) query.where('ventures.status', filters.status)
    if (filters.builder) query.where('ventures.builder', filters.builder)
    // Property types: any of those chosen. Amenities and approvals: all of them (a pool *and* a gym).
    if (filters.property_types?.length) {
      const types = filters.property_types
      query.where((any) => {
        for (const value of types)
          any.orWhere((one) => hasListValue(one, 'ventures.property_types', value))
      })
    }
    for (const value of filters.amenities ?? []) hasListValue(query, 'ventures.amenities', value)
    for (const value of filters.approvals ?? []) hasListValue(query, 'ventures.approvals', value)
    if (filters.unit_configs?.length) {
      // Any of those chosen, from the stored list of the listed units' configurations.
      const configs = filters.unit_configs
      query.where((any) => {
        for (const config of configs)
          any.orWhere((one) => hasListValue(one, 'ventures.unit_configs', config))
      })
    }
    if (filters.project_size) {
      const { min, max } = PROJECT_SIZES[filters.project_size]
      query.where('ventures.total_units', '>=', min)
      if (max !== null) query.where('ventures.total_units', '<=', max)
    }
    if (filters.possession_timeline) this.#possession(query, filters.possession_timeline)
    // A price range overlaps the venture's: it starts at or below the filter's max and ends at or above its min.
    if (filters.max_price !== undefined)
      query.whereNotNull('ventures.min_price').where('ventures.min_price', '<=', filters.max_price)
    if (filters.min_price !== undefined)
      query.whereRaw('COALESCE(ventures.max_price, ventures.min_price) >= ?', [filters.min_price])
    wherePlace(query, 'ventures', filters)
    if (filters.search) {
      for (const word of filters.search.split(/\s+/).filter(Boolean).slice(0, 6)) {
        const like = `%${word.replace(/[%_\\]/g, '')}%`
        query.where((q) =>
          q
            .where('ventures.name', 'like', like)
            .orWhere('ventures.builder_name', 'like', like)
            .orWhere('ventures.location', 'like', like)
        )
      }
    }
    return query
  }

  /** One page of the list, ordered, one row more than asked to know whether more follow (benchmarks run it raw). */
  pageQuery(filters: VentureFilters) {
    const limit = filters.limit ?? PAGE_SIZE
    const { column, direction } = ORDER[filters.sort ?? 'latest']
    const query = this.filtered(filters)
    const sortColumn = `ventures.${column}`
    return keysetPage(query, {
      sortColumn,
      idColumn: 'ventures.id',
      direction,
      cursor: filters.cursor,
      limit,
    })
  }

  async handle(filters: VentureFilters) {
    const limit = filters.limit ?? PAGE_SIZE
    const { column } = ORDER[filters.sort ?? 'latest']
    const rows = await this.pageQuery(await this.#englishPlaces(filters))
    return cursorPage(rows, limit, (row) => this.#sortValue(row, column))
  }

  /** The count as a query (benchmarks run it raw). */
  countQuery(filters: VentureFilters) {
    return db
      .query()
      .from(this.filtered(filters).clearSelect().select('ventures.id').as('matches'))
      .count('* as total')
  }

  async count(filters: VentureFilters): Promise<number> {
    const [row] = await this.countQuery(await this.#englishPlaces(filters))
    return Number(row.total)
  }

  /**
   * A search typed in Devanagari or Telugu: its place names become the
   * English names the ventures store, and the words around them ("में",
   * "లో") are dropped (issue 27).
   */
  async #englishPlaces(filters: VentureFilters): Promise<VentureFilters> {
    if (!filters.search) return filters
    const search = await withEnglishPlaces(filters.search)
    if (search === filters.search) return filters
    return { ...filters, search: searchTerms(search).join(' ') }
  }

  /** Months from now to the possession month, bounded per timeline of 000 §9 (see POSSESSION_TIMELINES). */
  #possession(query: ReturnType<VentureSearch['filtered']>, timeline: PossessionTimeline) {
    const { from, to } = POSSESSION_TIMELINES[timeline]
    const month = (months: number) => DateTime.now().plus({ months }).toFormat('yyyy-MM')
    if (timeline === 'immediate') {
      query.where((q) =>
        q
          .where('ventures.possession_month', '<=', month(0))
          .orWhere((ready) =>
            ready
              .whereNull('ventures.possession_month')
              .whereIn('ventures.status', ['ready_to_move', 'completed'])
          )
      )
      return
    }
    query
      .whereNotNull('ventures.possession_month')
      .where('ventures.possession_month', '>=', month(from!))
    if (to !== null) query.where('ventures.possession_month', '<=', month(to))
  }

  #sortValue(row: Venture, column: SortColumn): string | number {
    if (column === 'price_sort_asc') return row.priceSortAsc
    if (column === 'price_sort_desc') return row.priceSortDesc
    if (column === 'name') return row.name
    return sqlTime(row.publishedAt ?? DateTime.fromMillis(0))
  }
}
