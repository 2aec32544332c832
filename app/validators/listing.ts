import vine from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import type Property from '#models/property'
import type { FieldContext } from '@vinejs/vine/types'
import type { RuleFailure } from '#rules/account_rules'
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '#rules/search_options'
import { propertyTypeRule } from '#validators/rules/property_type'
import { COUNTRY_CODES, currencyOf, isCountryCode, type CountryCode } from '#rules/countries'
import { imageUrlHosts } from '#config/drive'
import { optionOf } from '#validators/rules/spec_shapes'
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
} from '#rules/listing_rules'

/** Messages live under posting.validation.messages (listingValidation below). */
function report(field: FieldContext, failure: RuleFailure) {
  field.report(failure.key, failure.key.split('.').pop()!, field, failure.params)
}

const textRule = (check: (value: string) => RuleFailure | null) =>
  vine.createRule((value, _options, field) => {
    const failure = check(String(value ?? ''))
    if (failure) report(field, failure)
  })

/** Price and area arrive as decimals (001 §5); stored as whole units of the listing's currency and square feet. */
const positiveRule = vine.createRule(
  (value, options: { check: (v: any) => RuleFailure | null }, field) => {
    const failure = options.check(value as any)
    if (failure) return report(field, failure)
    field.mutate(Math.max(1, Math.round(Number(value))), field)
  }
)

/** Bedrooms and bathrooms: empty → null, else a whole number 0-10. */
const roomsRule = vine.createRule((value, options: { field: 'bedrooms' | 'bathrooms' }, field) => {
  const failure = checkRooms(options.field, value as any)
  if (failure) return report(field, failure)
  field.mutate(
    value === null || value === undefined || String(value).trim() === '' ? null : Number(value),
    field
  )
})

/** Trimmed, blanks and duplicates dropped; too many is an error, not a silent cut. */
const listRule = vine.createRule(
  (value, options: { max: number; field: 'amenities' | 'images' }, field) => {
    if (!Array.isArray(value)) return
    const cleaned = cleanList(value as string[])
    if (cleaned.length > options.max)
      return report(field, { key: `${options.field}.maxItems`, params: { max: options.max } })
    if (options.field === 'images') {
      const failure = cleaned.map((url) => checkImageUrl(url, imageUrlHosts)).find(Boolean)
      if (failure) return report(field, failure)
    }
    field.mutate(cleaned, field)
  }
)

/**
 * Booking amount: empty → null (no reservations), else a whole number within the limits of
 * checkBookingAmount, measured against the price in the same form and in the listing's currency:
 * the country the form names, else the listing's (an edit) or the market's (a new one), `meta.country`.
 */
const bookingAmountRule = vine.createRule((value, _options, field) => {
  const parent = field.parent as { price?: any; country_code?: unknown }
  const named = String(parent?.country_code ?? '')
    .trim()
    .toUpperCase()
  const country = isCountryCode(named) ? named : (field.meta as ListingMeta).country
  const failure = checkBookingAmount(value as any, parent?.price, currencyOf(country))
  if (failure) return report(field, failure)
  field.mutate(
    value === null || value === undefined || String(value).trim() === '' ? null : Number(value),
    field
  )
})

/**
 * The country a listing is in before the form says otherwise: its own on an edit, the market's for
 * a new one; and its current property type on an edit.
 */
export type ListingMeta = { country: CountryCode; currentType?: string | null }

const part = (max: number) => vine.string().trim().maxLength(max).optional()

/**
 * The property types of 000 §9 by value or label ('Farm Land', 'Independent House'); other
 * texts go to the master-data check as sent (admins' own types keep their exact names).
 */
const propertyTypeSpellings = optionOf(PROPERTY_TYPES, { farm_land: 'farmland' })

/**
 * The property form of 001 §3 (web and POST/PUT /api/properties). Only these
 * fields are read: owner, listing state, dates and credits are the server's.
 * `location` may be omitted when the state (and below) are chosen from the
 * tree; the display location is then built from them.
 */
export const listingValidator = vine.withMetaData<ListingMeta>().create({
  title: vine.string().trim().use(textRule(checkTitle)()),
  property_type: vine
    .string()
    .trim()
    .parse(propertyTypeSpellings)
    .use(
      propertyTypeRule({ live: true, current: (field) => (field.meta as ListingMeta).currentType })
    )
    .optional(),
  price: vine.any().use(positiveRule({ check: checkPrice })),
  area: vine.any().use(positiveRule({ check: checkArea })),
  location: vine.string().trim().maxLength(255).optional().requiredIfMissing('state'),
  state: part(80),
  district: part(80),
  city: part(80),
  area_name: part(120),
  description: vine.string().trim().use(textRule(checkDescription)()),
  bedrooms: vine
    .any()
    .nullable()
    .optional()
    .use(roomsRule({ field: 'bedrooms' })),
  bathrooms: vine
    .any()
    .nullable()
    .optional()
    .use(roomsRule({ field: 'bathrooms' })),
  amenities: vine
    .array(vine.string().maxLength(AMENITY_MAX_LENGTH))
    .optional()
    .use(listRule({ max: AMENITIES_MAX, field: 'amenities' })),
  images: vine
    .array(vine.string().maxLength(500))
    .optional()
    .use(listRule({ max: IMAGES_MAX, field: 'images' })),
  /** What an owner may set; 'reserved' comes and goes with a booking only (ListingService). */
  status: vine.enum(PROPERTY_STATUSES).parse(optionOf(PROPERTY_STATUSES)).optional(),
  booking_amount: vine.any().nullable().optional().use(bookingAmountRule()),
  country_code: vine.enum(COUNTRY_CODES).optional(),
  /** Sent by the original form (always 0); coordinates come from the chosen place instead. */
  lat: vine.number().optional(),
  lng: vine.number().optional(),
  /** Save without publishing (no credit). */
  draft: vine.boolean().optional(),
})

export type ListingInput = Awaited<ReturnType<typeof listingValidator.validate>>

/**
 * How listingValidator runs for a request: the messages of 001 §5 in its
 * language (resources/lang/<locale>/posting.json), and the country whose
 * currency limits the money fields: an existing listing's own, else the market's.
 */
export function listingValidation(
  i18n: I18n,
  country: CountryCode,
  currentType: string | null = null
) {
  return {
    messagesProvider: i18n.createMessagesProvider('posting.validation'),
    meta: { country, currentType },
  }
}

/**
 * The form as it stands after a partial change (PATCH /api/properties/:id):
 * the stored values, then the given ones. The status is left out: without one
 * in the change it stays as it is (ListingService).
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
    for (const level of ['state', 'district', 'city', 'area_name'] as const)
      if (!(level in changes)) delete merged[level]
  }
  return merged
}

/** Owner's status change from My Listings (mark sold or rented, or available again). */
export const listingStatusValidator = vine.create({
  status: vine.enum(PROPERTY_STATUSES),
})
