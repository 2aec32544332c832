/**
 * Location filter state and its rules (000 §4, §5), isomorphic.
 */
export type LocationValue = { state: string; district: string; city: string; area: string }
export const EMPTY_LOCATION: LocationValue = { state: '', district: '', city: '', area: '' }

/** The selects' value of a filter whose levels may be unset. */
export function locationValue(filter: Partial<Record<keyof LocationValue, string>>): LocationValue {
  return {
    state: filter.state ?? '',
    district: filter.district ?? '',
    city: filter.city ?? '',
    area: filter.area ?? '',
  }
}

/** Areas per city, cities per district, districts per state (one country). */
export type StateTree = Record<string, Record<string, Record<string, string[]>>>

const ORDER: (keyof LocationValue)[] = ['state', 'district', 'city', 'area']

/** Choosing a level clears the levels below it: a state clears district, city and area, and so on. */
export function chooseLocation(
  current: LocationValue,
  level: keyof LocationValue,
  value: string
): LocationValue {
  const next = { ...current, [level]: value }
  for (const below of ORDER.slice(ORDER.indexOf(level) + 1)) next[below] = ''
  return next
}

/**
 * The display location of 000 §5: area, city, district (skipped when it equals
 * the city), state, joined with ", ".
 */
export function joinLocation(value: Partial<LocationValue>): string {
  const { area, city, district, state } = value
  return [area, city, district && district !== city ? district : '', state]
    .filter(Boolean)
    .join(', ')
}

/** The options of each select, given what is chosen above it. */
export function locationOptions(tree: StateTree, value: LocationValue) {
  const districts = value.state ? (tree[value.state] ?? {}) : {}
  const cities = value.district ? (districts[value.district] ?? {}) : {}
  return {
    states: Object.keys(tree),
    districts: Object.keys(districts),
    cities: Object.keys(cities),
    areas: value.city ? (cities[value.city] ?? []) : [],
  }
}
