import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'

/** The place filters a search takes: the tree's levels, or a joined display location. */
export type PlaceFilters = {
  state?: string
  district?: string
  city?: string
  area?: string
  location?: string
}

/**
 * Narrows a search of `table` (properties, ventures) to a place: each level
 * given must match its column; each part of a joined location ("Gachibowli,
 * Hyderabad") must match one of the levels.
 */
export function wherePlace(query: ChainableContract, table: string, filters: PlaceFilters) {
  for (const level of ['state', 'district', 'city', 'area'] as const) {
    const value = filters[level]
    if (value) query.where(`${table}.${level}`, value)
  }
  const parts = (filters.location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (const part of parts) {
    query.where((q) =>
      q
        .where(`${table}.area`, part)
        .orWhere(`${table}.city`, part)
        .orWhere(`${table}.district`, part)
        .orWhere(`${table}.state`, part)
    )
  }
}
