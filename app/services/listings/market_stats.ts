import Property from '#models/property'
import User from '#models/user'
import Venture from '#models/venture'
import { publiclyListed } from '#models/property_scopes'
import type { CountryCode } from '#rules/countries'

export type MarketCounts = { properties: number; ventures: number; customers: number }

/** Real counts for the home page's stats (000 §2): listings and public ventures of the country, registered customers. */
export default class MarketStats {
  async handle(country: CountryCode): Promise<MarketCounts> {
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
