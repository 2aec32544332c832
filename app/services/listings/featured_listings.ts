import Property from '#models/property'
import { publiclyListed } from '#models/property_scopes'
import type { CountryCode } from '#rules/countries'

export const FEATURED_COUNT = 6

/** Statuses worth featuring: homes a visitor can still buy. */
const FEATURABLE = ['available', 'under_construction']

/** The newest public listings of a country for the home page (000 §9: six). */
export default class FeaturedListings {
  async handle(country: CountryCode, limit = FEATURED_COUNT) {
    return publiclyListed(Property.query(), country)
      .whereIn('status', FEATURABLE)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
  }
}
