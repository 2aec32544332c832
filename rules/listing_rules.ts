/**
 * Property form rules of 001 §5 and §9, shared by the VineJS validator on the
 * server and the on-blur checks of the add-property wizard. Each check returns
 * null when valid, or a message key under `validator.listing.messages` with
 * its parameters.
 */
import type { RuleFailure } from './account_rules.js'

export const TITLE_MIN = 10
export const TITLE_MAX = 200
export const DESCRIPTION_MIN = 50
export const DESCRIPTION_MAX = 5000
export const ROOMS_MAX = 10
/** Whole units of the listing's currency; the largest price a listing may ask (₹ 10,000 Cr, or as many dollars). */
export const PRICE_MAX = 100_000_000_000
export const AREA_MAX = 100_000_000
export const AMENITIES_MAX = 30
export const AMENITY_MAX_LENGTH = 60
export const IMAGES_MAX = 12
export const LISTING_DAYS = 30
/**
 * Booking amount (optional): what a buyer pays to reserve the listing, in whole units of the
 * listing's currency, so its limits are per currency. At most 10% of the price (the most a seller
 * may take before a written sale agreement, RERA Act 2016 §13) and never above the currency's `max`:
 * ₹5,00,000 is one card or UPI payment at Razorpay; $6,000 is the same amount in dollars (at the
 * 83.25 rupees a dollar US prices were converted with) for one card payment at Stripe.
 * The `min` keeps a reservation a real commitment that the card fee does not eat: Razorpay takes
 * about 2% and no fixed fee, so ₹100 works; Stripe takes 2.9% + 30¢, a third of a $1 charge, so
 * the US minimum is $5 (under a tenth in fees).
 */
export const BOOKING_AMOUNT_LIMITS: Readonly<Record<string, { min: number; max: number }>> = {
  INR: { min: 100, max: 500_000 },
  USD: { min: 5, max: 6_000 },
}
export const BOOKING_AMOUNT_PRICE_PERCENT = 10

/** The booking-amount limits of a currency (an unknown currency gets the rupee ones). */
export function bookingAmountLimits(currency: string): { min: number; max: number } {
  return BOOKING_AMOUNT_LIMITS[currency] ?? BOOKING_AMOUNT_LIMITS.INR
}
export const PUBLISH_CREDITS = 1

/** The fields step 1 ('Basic Details') must have valid before step 2 opens. */
export const STEP_ONE_FIELDS = [
  'title',
  'property_type',
  'price',
  'area',
  'booking_amount',
] as const
/** The fields every submission must have (001 §5: '{Field} is required'). */
export const REQUIRED_FIELDS = ['title', 'price', 'area', 'location', 'description'] as const

type Text = string | null | undefined
type Numeric = string | number | null | undefined

export function checkTitle(value: Text): RuleFailure | null {
  const v = (value ?? '').trim()
  if (!v) return { key: 'title.required' }
  if (v.length < TITLE_MIN) return { key: 'title.minLength', params: { min: TITLE_MIN } }
  if (v.length > TITLE_MAX) return { key: 'title.maxLength', params: { max: TITLE_MAX } }
  return null
}

function positive(field: 'price' | 'area', value: Numeric, max: number): RuleFailure | null {
  if (value === null || value === undefined || String(value).trim() === '')
    return { key: `${field}.required` }
  const n = Number(String(value).trim())
  if (!Number.isFinite(n) || n <= 0 || n > max) return { key: `${field}.positive` }
  return null
}

export const checkPrice = (value: Numeric) => positive('price', value, PRICE_MAX)
export const checkArea = (value: Numeric) => positive('area', value, AREA_MAX)

/** The largest booking amount a listing of this price (in `currency`) may ask. */
export function bookingAmountMax(price: number, currency: string): number {
  return Math.min(
    bookingAmountLimits(currency).max,
    Math.floor((price * BOOKING_AMOUNT_PRICE_PERCENT) / 100)
  )
}

/** The price as the server stores it (whole units), or null while it is not valid. */
function storedPrice(price: Numeric): number | null {
  return checkPrice(price) ? null : Math.max(1, Math.round(Number(String(price).trim())))
}

/**
 * Booking amount: empty means none (no reservations); otherwise a whole number within the limits
 * above for the listing's currency. Against an invalid price only the number itself is checked (the
 * price has its own message).
 */
export function checkBookingAmount(
  value: Numeric,
  price: Numeric,
  currency: string
): RuleFailure | null {
  if (value === null || value === undefined || String(value).trim() === '') return null
  const n = Number(String(value).trim())
  if (!Number.isInteger(n)) return { key: 'booking_amount.integer' }
  const limits = bookingAmountLimits(currency)
  if (n < limits.min) return { key: 'booking_amount.min', params: { min: limits.min } }
  const stored = storedPrice(price)
  if (stored === null)
    return n > limits.max ? { key: 'booking_amount.max', params: { max: limits.max } } : null
  const max = bookingAmountMax(stored, currency)
  if (n > max) return { key: 'booking_amount.max', params: { max } }
  return null
}

export function checkLocation(value: Text): RuleFailure | null {
  return (value ?? '').trim() ? null : { key: 'location.required' }
}

export function checkDescription(value: Text): RuleFailure | null {
  const v = (value ?? '').trim()
  if (!v) return { key: 'description.required' }
  if (v.length < DESCRIPTION_MIN)
    return { key: 'description.minLength', params: { min: DESCRIPTION_MIN } }
  if (v.length > DESCRIPTION_MAX)
    return { key: 'description.maxLength', params: { max: DESCRIPTION_MAX } }
  return null
}

/** Bedrooms and bathrooms: empty is null, otherwise a whole number 0-10. */
export function checkRooms(field: 'bedrooms' | 'bathrooms', value: Numeric): RuleFailure | null {
  if (value === null || value === undefined || String(value).trim() === '') return null
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > ROOMS_MAX)
    return { key: `${field}.range`, params: { max: ROOMS_MAX } }
  return null
}

/** Amenities and image URLs: trimmed, blanks and duplicates dropped, order kept. */
export function cleanList(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of values) {
    const value = (raw ?? '').trim()
    const key = value.toLowerCase()
    if (!value || seen.has(key)) continue
    seen.add(key)
    result.push(value)
  }
  return result
}

/**
 * An image address a listing accepts: one of our own uploads (`/media/...`),
 * or an https address on an allowed host (our S3/CDN address and the
 * configured IMAGE_URL_HOSTS). http is mixed content; other hosts could be
 * tracking pixels. Returns null when fine, else the message key.
 */
export function checkImageUrl(value: string, allowedHosts: readonly string[]): RuleFailure | null {
  if (/^\/media\/[\w./-]+$/.test(value) && !value.includes('..')) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { key: 'images.url' }
  }
  if (url.protocol !== 'https:') return { key: 'images.url' }
  if (!allowedHosts.includes(url.host.toLowerCase())) return { key: 'images.host' }
  return null
}

export type ListingFieldValues = {
  title?: Text
  property_type?: Text
  price?: Numeric
  area?: Numeric
  location?: Text
  description?: Text
  bedrooms?: Numeric
  bathrooms?: Numeric
  booking_amount?: Numeric
}

/** Every field failure of a form in `currency` (the listing's), by field (the wizard's submit and step checks). */
export function checkListing(
  values: ListingFieldValues,
  fields: readonly string[],
  currency: string
): Record<string, RuleFailure> {
  const checks: Record<string, () => RuleFailure | null> = {
    title: () => checkTitle(values.title),
    property_type: () => (values.property_type ? null : { key: 'property_type.required' }),
    price: () => checkPrice(values.price),
    area: () => checkArea(values.area),
    location: () => checkLocation(values.location),
    description: () => checkDescription(values.description),
    bedrooms: () => checkRooms('bedrooms', values.bedrooms),
    bathrooms: () => checkRooms('bathrooms', values.bathrooms),
    booking_amount: () => checkBookingAmount(values.booking_amount, values.price, currency),
  }
  const failures: Record<string, RuleFailure> = {}
  for (const field of fields) {
    const failure = checks[field]?.()
    if (failure) failures[field] = failure
  }
  return failures
}
