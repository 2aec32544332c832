import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Property from '#models/property'
import type { CountryCode } from '#shared/countries'

/**
 * Listings the public may see in a country: active (paid and not expired)
 * and not deleted.
 */
export function publiclyListed(query: ModelQueryBuilderContract<typeof Property>, country: CountryCode) {
  return query.where('country_code', country).where('listing_state', 'active').whereNull('deleted_at')
}
