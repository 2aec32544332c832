import { router } from '@inertiajs/react'
import type { SearchFilterValues } from '#rules/search_options'
import { urlFor } from '~/lib/routes'

export type SearchFilters = SearchFilterValues

/** Empty values are left out of the URL (000 §5); the search text is trimmed. */
export function cleanFilters(filters: SearchFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue
    const text = typeof value === 'string' ? value.trim() : value
    if (text === '' || (key === 'sort' && text === 'latest')) continue
    out[key] = text
  }
  return out
}

/** Runs a search: the URL holds the whole state, so it can be shared, bookmarked and gone back to. */
export function visitSearch(filters: SearchFilters, options: { replace?: boolean } = {}) {
  router.get(urlFor('properties.index'), cleanFilters(filters), {
    preserveState: true,
    preserveScroll: true,
    replace: options.replace ?? false,
    // In Inertia 3 `reset` makes a partial reload, so list every prop the results need.
    only: ['filters', 'properties', 'nextCursor', 'count'],
    reset: ['properties'],
  })
}

/** How many filters are active (each counts once), for the mobile filter button's badge. */
export function activeFilterCount(filters: SearchFilters): number {
  const keys: (keyof SearchFilters)[] = ['property_type', 'status', 'bedrooms', 'state', 'search']
  const price = filters.min_price !== undefined || filters.max_price !== undefined ? 1 : 0
  return keys.filter((key) => filters[key] !== undefined && filters[key] !== '').length + price
}
