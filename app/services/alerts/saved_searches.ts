import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#exceptions/domain_error'
import SavedSearch, { type AlertFrequency, type SavedSearchKind } from '#models/saved_search'
import type User from '#models/user'
import type { CountryCode } from '#rules/countries'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { sqlTime } from '#services/db/sql_time'

/** At most this many saved searches an account. */
export const SAVED_SEARCH_LIMIT = 25

export class SavedSearchLimitError extends DomainError {
  constructor() {
    super('saved_searches.errors.limit', { values: { limit: SAVED_SEARCH_LIMIT } })
  }
}

export type SavedSearchInput = {
  name: string
  kind: SavedSearchKind
  filters: Record<string, unknown>
  frequency: AlertFrequency
}

const TYPE_KEYS: Record<SavedSearchKind, string[]> = {
  properties: ['property_type'],
  ventures: ['venture_type', 'investment_type'],
}

/** The type the search page filters on (VentureSearch reads venture_type first), or null. */
function searchType(kind: SavedSearchKind, filters: Record<string, any>) {
  const type =
    kind === 'ventures'
      ? (filters.venture_type ?? filters.investment_type ?? null)
      : (filters.property_type ?? null)
  return type === '' ? null : type
}

/**
 * The filters of a search the pre-filter's columns do not decide exactly:
 * all but the city, the type, a price bound in whole
 * units and the sort (the order, not the matches); the country always stays.
 * Each filter of the search page is a condition of its own (AND), so a
 * listing the pre-filter passes (the city written exactly as the search's)
 * matches the search exactly when the page's query with these filters finds
 * it (alert_matcher.ts).
 */
export function residualFilters(kind: SavedSearchKind, filters: Record<string, any>) {
  const residual: Record<string, unknown> = {}
  const typeDecided = typeof (searchType(kind, filters) ?? '') === 'string'
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || key === 'sort') continue
    if (key === 'city' && typeof value === 'string') continue
    if (TYPE_KEYS[kind].includes(key) && typeDecided) continue
    if ((key === 'min_price' || key === 'max_price') && Number.isSafeInteger(value)) continue
    residual[key] = value
  }
  return { ...residual, country: filters.country }
}

/**
 * The pre-filter's columns of a search (migrations 0120, 0130): each one null
 * when the filters leave it open. `prefilterOnly` says the search filters on
 * nothing else (residualFilters is the country alone): the pre-filter decides
 * its matches and the matcher runs no query for it; `city` is its city as
 * written, compared exactly there (alert_prefilter.ts).
 */
export function prefilterColumns(kind: SavedSearchKind, filters: Record<string, any>) {
  const type = searchType(kind, filters)
  const city = typeof filters.city === 'string' && filters.city !== '' ? filters.city : null
  return {
    countryCode: String(filters.country),
    cityKey: city === null ? null : city.toLowerCase(),
    typeKey: type === 'mixed' ? 'mixed_use' : type,
    minPrice: typeof filters.min_price === 'number' ? Math.floor(filters.min_price) : null,
    maxPrice: typeof filters.max_price === 'number' ? Math.ceil(filters.max_price) : null,
    city,
    prefilterOnly: Object.keys(residualFilters(kind, filters)).length === 1,
  }
}

/**
 * A signed-in user's saved searches (issue 31): at most SAVED_SEARCH_LIMIT,
 * each with its count of new matches (announced since it was last opened).
 * The filters arrive checked by the search's own validator
 * (validSearchFilters); the market's country is added when they name none.
 */
export default class SavedSearches {
  async list(user: Pick<User, 'id'>) {
    const searches = await SavedSearch.query().where('user_id', user.id).orderBy('id', 'desc')
    const counts = await this.newMatchCounts(searches)
    return searches.map((search) => ({ search, newMatches: counts.get(search.id) ?? 0 }))
  }

  async newMatchCounts(searches: SavedSearch[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>()
    for (const search of searches) {
      const query = db
        .from('saved_search_matches')
        .where('saved_search_id', search.id)
        .count('* as total')
      if (search.seenAt) query.where('created_at', '>', sqlTime(search.seenAt))
      const [row] = await query
      counts.set(search.id, Number(row.total))
    }
    return counts
  }

  async create(user: Pick<User, 'id'>, input: SavedSearchInput, country: CountryCode) {
    return withWriteTransaction(async (trx) => {
      // The account's row first: two saves at once cannot both be the 25th.
      await lockUser(trx, user.id)
      const [row] = await trx.from('saved_searches').where('user_id', user.id).count('* as total')
      if (Number(row.total) >= SAVED_SEARCH_LIMIT) throw new SavedSearchLimitError()
      const filters = { ...input.filters, country: input.filters.country ?? country }
      return SavedSearch.create(
        {
          userId: user.id,
          name: input.name,
          kind: input.kind,
          filters,
          frequency: input.frequency,
          ...prefilterColumns(input.kind, filters),
        },
        { client: trx }
      )
    })
  }

  async update(search: SavedSearch, input: Partial<SavedSearchInput>) {
    if (input.name !== undefined) search.name = input.name
    if (input.frequency !== undefined) search.frequency = input.frequency
    if (input.filters !== undefined) {
      const kind = input.kind ?? search.kind
      const filters = {
        ...input.filters,
        country: input.filters.country ?? search.filters.country,
      }
      search.merge({ kind, filters, ...prefilterColumns(kind, filters) })
    }
    await search.save()
    return search
  }

  async remove(search: SavedSearch) {
    await search.delete()
  }

  /** Opening it: its matches so far are no longer new. */
  async markSeen(search: SavedSearch) {
    search.seenAt = DateTime.now()
    await search.save()
  }

  /** The one-click unsubscribe: no more alerts for this search. */
  async unsubscribe(search: SavedSearch) {
    search.frequency = 'off'
    await search.save()
  }
}
