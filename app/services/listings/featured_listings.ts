import Property from '#models/property'
import { publiclyListed } from '#models/property_scopes'
import type { CountryCode } from '#rules/countries'

export const FEATURED_COUNT = 6

/** Home never shows more cards than this of one owner (a bulk upload must not fill it). */
export const FEATURED_PER_OWNER = 2

/**
 * How many of the newest listings are read to choose from: a bounded read of
 * an index range (migration 0094), so home's cost does not grow with one
 * owner's activity. When the newest window holds fewer than three owners,
 * home shows fewer than six cards rather than scanning further.
 */
export const FEATURED_WINDOW = 120

/** Statuses worth featuring: homes a visitor can still buy. */
const FEATURABLE = ['available', 'under_construction']

/**
 * The newest public listings of a country for the home page (000 §9: six),
 * at most two of one owner. Venture units are not among them: they are shown
 * under their venture (home's Premium Ventures, the venture page) and found
 * by /properties' filters.
 */
export default class FeaturedListings {
  async handle(country: CountryCode, limit = FEATURED_COUNT) {
    const newest = await publiclyListed(Property.query(), country)
      .whereNull('properties.venture_id')
      .whereIn('status', FEATURABLE)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .select('id', 'owner_id')
      .limit(FEATURED_WINDOW)
    const chosen = pickPerOwner(newest, limit)
    if (chosen.length === 0) return []
    const rows = await Property.query().whereIn('id', chosen)
    const byId = new Map(rows.map((row) => [row.id, row]))
    return chosen.flatMap((id) => byId.get(id) ?? [])
  }
}

/** The ids of the first `limit` rows, in order, skipping an owner's rows past FEATURED_PER_OWNER. */
export function pickPerOwner(rows: { id: number; ownerId: number }[], limit: number): number[] {
  const perOwner = new Map<number, number>()
  const chosen: number[] = []
  for (const { id, ownerId } of rows) {
    const seen = perOwner.get(ownerId) ?? 0
    if (seen >= FEATURED_PER_OWNER) continue
    perOwner.set(ownerId, seen + 1)
    chosen.push(id)
    if (chosen.length === limit) break
  }
  return chosen
}
