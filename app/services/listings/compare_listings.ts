import Property from '#models/property'
import { COMPARE_MAX } from '#rules/compare_rules'

export type Comparison = {
  /** The live public listings asked for, in the order asked. */
  listings: Property[]
  /** Asked-for listings that are not shown: unknown, drafts, expired, hidden or deleted. */
  dropped: number
  /** More than COMPARE_MAX were asked for; the first ones are compared. */
  trimmed: boolean
}

/**
 * The listings of a comparison (issue 31): live public listings (active and
 * not deleted; a private venture's units are drafts), whatever their country,
 * like a shared listing link. Reads at most COMPARE_MAX rows by primary key.
 */
export default class CompareListings {
  async handle(ids: number[]): Promise<Comparison> {
    const wanted = ids.slice(0, COMPARE_MAX)
    const rows = wanted.length
      ? await Property.query()
          .whereIn('id', wanted)
          .where('listing_state', 'active')
          .whereNull('deleted_at')
          .preload('owner')
      : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    const listings = wanted.flatMap((id) => byId.get(id) ?? [])
    return {
      listings,
      dropped: wanted.length - listings.length,
      trimmed: ids.length > COMPARE_MAX,
    }
  }
}
