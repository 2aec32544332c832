import Property from '#models/property'
import User from '#models/user'
import Venture from '#models/venture'
import { publiclyListed } from '#models/property_scopes'
import type { CountryCode } from '#rules/countries'
import { cachedCount, countTags } from '#services/cache/visitor_counts'

export type MarketCounts = { properties: number; ventures: number; customers: number }

/**
 * Real counts for the home page's stats (000 §2): listings and public
 * ventures of the country, registered customers. Every visitor of home sees
 * them, so they are counted once per COUNT_TTL and again after a listing,
 * venture or account changes (services/cache/visitor_counts.ts), never per request.
 */
export default class MarketStats {
  handle(country: CountryCode): Promise<MarketCounts> {
    return cachedCount(
      `home:${country}`,
      [countTags.listings(country), countTags.ventures(country), countTags.users],
      () => this.count(country)
    )
  }

  async count(country: CountryCode): Promise<MarketCounts> {
    const [listings] = await publiclyListed(Property.query(), country).count('* as total')
    const [customers] = await User.query().where('role', 'customer').count('* as total')
    const [ventures] = await Venture.query()
      .where('country_code', country)
      .where('is_public', true)
      .whereNull('deleted_at')
      .count('* as total')
    return {
      properties: Number(listings.$extras.total),
      ventures: Number(ventures.$extras.total),
      customers: Number(customers.$extras.total),
    }
  }
}
