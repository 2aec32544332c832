import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as lucidErrors } from '@adonisjs/lucid'
import Property from '#models/property'
import { listingId } from '#models/property_scopes'
import { UnknownPlaceError } from '#services/listings/listing_place'
import { ListingReservedError } from '#services/listings/listing_service'
import { listingValidator, type ListingInput } from '#validators/listing'
import type { CountryCode } from '#shared/countries'

/** Listing-form messages (001 §5) live in resources/lang/<locale>/posting.json. */
export function listingMessages(ctx: HttpContext) {
  return ctx.i18n.createMessagesProvider('posting.validation')
}

/**
 * Validates a listing form; a place missing from the tree is a field error like any other.
 * Money is in the listing's currency: an existing listing's country, else the market's.
 */
export async function validateListing(ctx: HttpContext, options: { data?: Record<string, unknown>; property?: Property } = {}): Promise<ListingInput> {
  const country = (options.property?.countryCode as CountryCode | undefined) || ctx.market.country.code
  return ctx.request.validateUsing(listingValidator, { data: options.data ?? ctx.request.all(), messagesProvider: listingMessages(ctx), meta: { country } })
}

/**
 * Runs a save, turning an unknown place into a 422 on its field, and a status
 * change of a reserved listing into a 422 on `status`.
 */
export async function withListingErrors<T>(ctx: HttpContext, save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (error instanceof UnknownPlaceError) {
      const message = ctx.i18n.t('posting.validation.messages.place.unknown')
      throw new vineErrors.E_VALIDATION_ERROR([{ field: error.field, message, rule: 'place' }])
    }
    if (error instanceof ListingReservedError) {
      const message = ctx.i18n.t('posting.validation.messages.status.reserved')
      throw new vineErrors.E_VALIDATION_ERROR([{ field: 'status', message, rule: 'reserved' }])
    }
    throw error
  }
}

/** A listing its owner (or an admin) may change: deleted ones are gone (404), others' are 403. */
export async function findManageable(ctx: HttpContext, id: unknown): Promise<Property> {
  const numeric = listingId(id)
  const property = numeric ? await Property.query().where('id', numeric).whereNull('deleted_at').first() : null
  if (!property) throw new lucidErrors.E_ROW_NOT_FOUND(Property)
  await ctx.bouncer.with('PropertyPolicy').authorize('manage', property)
  return property
}

/**
 * The form as it stands after a partial change (PATCH): the stored values, then the given ones.
 * The status is left out: without one in the change it stays as it is (ListingService).
 */
export function mergedForm(property: Property, changes: Record<string, unknown>) {
  const current = {
    title: property.title,
    property_type: property.propertyType,
    price: property.price,
    area: property.areaSqft,
    location: property.location,
    state: property.state ?? undefined,
    district: property.district ?? undefined,
    city: property.city ?? undefined,
    area_name: property.area ?? undefined,
    description: property.description,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    amenities: property.amenities,
    images: property.images,
    booking_amount: property.bookingAmount,
  }
  const merged: Record<string, unknown> = { ...current, ...changes }
  // A new place replaces the old one whole: a new state without a district clears the district.
  if ('state' in changes || 'location' in changes) {
    for (const level of ['state', 'district', 'city', 'area_name'] as const) if (!(level in changes)) delete merged[level]
  }
  return merged
}
