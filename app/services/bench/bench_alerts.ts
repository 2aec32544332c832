import { PROPERTY_TYPES } from '#rules/search_options'
import { CITIES } from '#services/bench/bench_listings'
import { random } from '#services/bench/bench_support'
import { prefilterColumns } from '#services/alerts/saved_searches'
import { sqlTime } from '#services/db/sql_time'

/** Searchers of the alert benchmark, 25 saved searches each (the limit). */
export const SEARCHES_PER_USER = 25

/**
 * Saved searches of the alert benchmark (bench:alerts), as people save them:
 * mostly a city (80 %), often a type (60 %), half with a price band, some
 * with bedrooms or a locality. Deterministic (seeded PRNG).
 */
export function benchSearchRows(count: number, userIds: number[], offset = 0) {
  const rand = random(7 + offset)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]
  const now = sqlTime()
  const rows = []
  for (let i = 0; i < count; i++) {
    const place = pick(CITIES)
    const filters: Record<string, unknown> = { country: place.country }
    if (rand() < 0.8) filters.city = place.city
    if (rand() < 0.15) filters.area = pick(place.areas)
    if (rand() < 0.6) filters.property_type = pick(PROPERTY_TYPES)
    if (rand() < 0.3) filters.bedrooms = 1 + Math.floor(rand() * 4)
    if (rand() < 0.5) {
      const low =
        place.country === 'US' ? 100_000 + rand() * 600_000 : 2_000_000 + rand() * 30_000_000
      filters.min_price = Math.round(low / 1000) * 1000
      filters.max_price = Math.round((low * (1.5 + rand() * 2)) / 1000) * 1000
    }
    const columns = prefilterColumns('properties', filters)
    rows.push({
      user_id: userIds[Math.floor((offset + i) / SEARCHES_PER_USER) % userIds.length],
      name: `Bench search ${offset + i}`,
      kind: 'properties',
      filters: JSON.stringify(filters),
      frequency: pick(['instant', 'daily', 'weekly', 'off'] as const),
      country_code: columns.countryCode,
      city_key: columns.cityKey,
      type_key: columns.typeKey,
      min_price: columns.minPrice,
      max_price: columns.maxPrice,
      city: columns.city,
      prefilter_only: columns.prefilterOnly,
      created_at: now,
      updated_at: now,
    })
  }
  return rows
}
