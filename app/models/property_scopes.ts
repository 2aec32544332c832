import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Property from '#models/property'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { CountryCode } from '#rules/countries'
import { GoneError } from '#exceptions/gone_error'
import { NotFoundError } from '#exceptions/not_found_error'

/**
 * Listings the public may see in a country: active (paid and not expired)
 * and not deleted.
 */
export function publiclyListed(
  query: ModelQueryBuilderContract<typeof Property>,
  country: CountryCode
) {
  return query
    .where('properties.country_code', country)
    .where('properties.listing_state', 'active')
    .whereNull('properties.deleted_at')
}

/**
 * A listing anyone may open by id, whatever the visitor's country (a shared
 * link works everywhere); 404 for drafts, expired, deleted and unknown ids.
 */
export async function findPublicProperty(id: unknown): Promise<Property> {
  const numeric = listingId(id)
  const property = numeric
    ? await Property.query()
        .where('id', numeric)
        .where('listing_state', 'active')
        .whereNull('deleted_at')
        .first()
    : null
  if (!property) throw new lucidErrors.E_ROW_NOT_FOUND(Property)
  return property
}

/** The detail page's own not-found page, for what is gone and what never was. */
const NOT_SHOWN_PAGE = 'properties/not_found'

/**
 * The listing a page shows (findPublicProperty), telling apart what was
 * public and is no longer: expired, or deleted after it was published, throws
 * GoneError (410); unknown ids and drafts are not found (404). Either is the
 * listing's not-found page (exception handler).
 */
export async function findShownProperty(id: unknown): Promise<Property> {
  const numeric = listingId(id)
  const property = numeric ? await Property.find(numeric) : null
  if (property && property.listingState === 'active' && !property.deletedAt) return property
  if (
    property &&
    (property.listingState === 'expired' || (property.deletedAt && property.publishedAt))
  )
    throw new GoneError(NOT_SHOWN_PAGE)
  throw new NotFoundError(NOT_SHOWN_PAGE)
}

/** Any listing that is not deleted, by route id (404 otherwise); PropertyPolicy decides who may change it. */
export async function findListing(id: unknown): Promise<Property> {
  const numeric = listingId(id)
  const property = numeric
    ? await Property.query().where('id', numeric).whereNull('deleted_at').first()
    : null
  if (!property) throw new lucidErrors.E_ROW_NOT_FOUND(Property)
  return property
}

/** A listing id from a route parameter, or null when the value cannot be one. */
export function listingId(value: unknown): number | null {
  const numeric = Number(value)
  return Number.isSafeInteger(numeric) && numeric > 0 ? numeric : null
}

/** A user's own listings: drafts, live and expired; deleted ones are gone. */
export function ownListings(ownerId: number) {
  return Property.query().where('owner_id', ownerId).whereNull('deleted_at')
}
