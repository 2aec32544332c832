import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import type { RuleFailure } from '#shared/account_rules'
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '#shared/search_options'
import { COUNTRY_CODES, currencyOf, isCountryCode, type CountryCode } from '#shared/countries'
import { imageUrlHosts } from '#config/drive'
import {
  AMENITIES_MAX,
  AMENITY_MAX_LENGTH,
  checkArea,
  checkBookingAmount,
  checkDescription,
  checkPrice,
  checkRooms,
  checkTitle,
  cleanList,
  IMAGES_MAX,
  checkImageUrl,
} from '#shared/listing_rules'

/** Messages live under validator.listing.messages (see listingMessages in the controllers). */
function report(field: FieldContext, failure: RuleFailure) {
  field.report(failure.key, failure.key.split('.').pop()!, field, failure.params)
}

const textRule = (check: (value: string) => RuleFailure | null) =>
  vine.createRule((value, _options, field) => {
    const failure = check(String(value ?? ''))
    if (failure) report(field, failure)
  })

/** Price and area arrive as decimals (001 §5); stored as whole units of the listing's currency and square feet. */
const positiveRule = vine.createRule((value, options: { check: (v: any) => RuleFailure | null }, field) => {
  const failure = options.check(value as any)
  if (failure) return report(field, failure)
  field.mutate(Math.max(1, Math.round(Number(value))), field)
})

/** Bedrooms and bathrooms: empty → null, else a whole number 0-10. */
const roomsRule = vine.createRule((value, options: { field: 'bedrooms' | 'bathrooms' }, field) => {
  const failure = checkRooms(options.field, value as any)
  if (failure) return report(field, failure)
  field.mutate(value === null || value === undefined || String(value).trim() === '' ? null : Number(value), field)
})

/** Trimmed, blanks and duplicates dropped; too many is an error, not a silent cut. */
const listRule = vine.createRule((value, options: { max: number; field: 'amenities' | 'images' }, field) => {
  if (!Array.isArray(value)) return
  const cleaned = cleanList(value as string[])
  if (cleaned.length > options.max) return report(field, { key: `${options.field}.maxItems`, params: { max: options.max } })
  if (options.field === 'images') {
    const failure = cleaned.map((url) => checkImageUrl(url, imageUrlHosts)).find(Boolean)
    if (failure) return report(field, failure)
  }
  field.mutate(cleaned, field)
})

/**
 * Booking amount: empty → null (no reservations), else a whole number within the limits of
 * checkBookingAmount, measured against the price in the same form and in the listing's currency:
 * the country the form names, else the listing's (an edit) or the market's (a new one), `meta.country`.
 */
const bookingAmountRule = vine.createRule((value, _options, field) => {
  const parent = field.parent as { price?: any; country_code?: unknown }
  const named = String(parent?.country_code ?? '').trim().toUpperCase()
  const country = isCountryCode(named) ? named : (field.meta as ListingMeta).country
  const failure = checkBookingAmount(value as any, parent?.price, currencyOf(country))
  if (failure) return report(field, failure)
  field.mutate(value === null || value === undefined || String(value).trim() === '' ? null : Number(value), field)
})

/** The country a listing is in before the form says otherwise: its own on an edit, the market's for a new one. */
export type ListingMeta = { country: CountryCode }

const part = (max: number) => vine.string().trim().maxLength(max).optional()

/**
 * The property form of 001 §3 (web and POST/PUT /api/properties). Only these
 * fields are read: owner, listing state, dates and credits are the server's.
 * `location` may be omitted when the state (and below) are chosen from the
 * tree; the display location is then built from them.
 */
export const listingValidator = vine.withMetaData<ListingMeta>().create({
  title: vine.string().trim().use(textRule(checkTitle)()),
  property_type: vine.enum(PROPERTY_TYPES).optional(),
  price: vine.any().use(positiveRule({ check: checkPrice })),
  area: vine.any().use(positiveRule({ check: checkArea })),
  location: vine.string().trim().maxLength(255).optional().requiredIfMissing('state'),
  state: part(80),
  district: part(80),
  city: part(80),
  area_name: part(120),
  description: vine.string().trim().use(textRule(checkDescription)()),
  bedrooms: vine.any().nullable().optional().use(roomsRule({ field: 'bedrooms' })),
  bathrooms: vine.any().nullable().optional().use(roomsRule({ field: 'bathrooms' })),
  amenities: vine.array(vine.string().maxLength(AMENITY_MAX_LENGTH)).optional().use(listRule({ max: AMENITIES_MAX, field: 'amenities' })),
  images: vine.array(vine.string().maxLength(500)).optional().use(listRule({ max: IMAGES_MAX, field: 'images' })),
  /** What an owner may set; 'reserved' comes and goes with a booking only (ListingService). */
  status: vine.enum(PROPERTY_STATUSES).optional(),
  booking_amount: vine.any().nullable().optional().use(bookingAmountRule()),
  country_code: vine.enum(COUNTRY_CODES).optional(),
  /** Sent by the original form (always 0); coordinates come from the chosen place instead. */
  lat: vine.number().optional(),
  lng: vine.number().optional(),
  /** Save without publishing (no credit). */
  draft: vine.boolean().optional(),
})

export type ListingInput = Awaited<ReturnType<typeof listingValidator.validate>>

/** Owner's status change from My Listings (mark sold or rented, or available again). */
export const listingStatusValidator = vine.create({
  status: vine.enum(PROPERTY_STATUSES),
})
