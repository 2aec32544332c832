import type { SearchFilterValues } from '#rules/search_options'

export type SearchFilters = SearchFilterValues

/** How many filters are active (each counts once), for the mobile filter button's badge. */
export function activeFilterCount(filters: SearchFilters): number {
  const keys: (keyof SearchFilters)[] = ['property_type', 'status', 'bedrooms', 'state', 'search']
  const price = filters.min_price !== undefined || filters.max_price !== undefined ? 1 : 0
  return keys.filter((key) => filters[key] !== undefined && filters[key] !== '').length + price
}
