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
/** Whole rupees; the largest price a listing may ask (₹ 10,000 Cr). */
export const PRICE_MAX = 100_000_000_000
export const AREA_MAX = 100_000_000
export const AMENITIES_MAX = 30
export const AMENITY_MAX_LENGTH = 60
export const IMAGES_MAX = 12
export const LISTING_DAYS = 30
export const PUBLISH_CREDITS = 1

/** The fields step 1 ('Basic Details') must have valid before step 2 opens. */
export const STEP_ONE_FIELDS = ['title', 'property_type', 'price', 'area'] as const
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
  if (value === null || value === undefined || String(value).trim() === '') return { key: `${field}.required` }
  const n = Number(String(value).trim())
  if (!Number.isFinite(n) || n <= 0 || n > max) return { key: `${field}.positive` }
  return null
}

export const checkPrice = (value: Numeric) => positive('price', value, PRICE_MAX)
export const checkArea = (value: Numeric) => positive('area', value, AREA_MAX)

export function checkLocation(value: Text): RuleFailure | null {
  return (value ?? '').trim() ? null : { key: 'location.required' }
}

export function checkDescription(value: Text): RuleFailure | null {
  const v = (value ?? '').trim()
  if (!v) return { key: 'description.required' }
  if (v.length < DESCRIPTION_MIN) return { key: 'description.minLength', params: { min: DESCRIPTION_MIN } }
  if (v.length > DESCRIPTION_MAX) return { key: 'description.maxLength', params: { max: DESCRIPTION_MAX } }
  return null
}

/** Bedrooms and bathrooms: empty is null, otherwise a whole number 0-10. */
export function checkRooms(field: 'bedrooms' | 'bathrooms', value: Numeric): RuleFailure | null {
  if (value === null || value === undefined || String(value).trim() === '') return null
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > ROOMS_MAX) return { key: `${field}.range`, params: { max: ROOMS_MAX } }
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

/** An image the form accepts: an http(s) address, or one of our own uploads. */
export function isImageUrl(value: string): boolean {
  if (/^\/media\/[\w./-]+$/.test(value) && !value.includes('..')) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
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
}

/** Every field failure of a form, by field (the wizard's submit and step checks). */
export function checkListing(values: ListingFieldValues, fields: readonly string[]): Record<string, RuleFailure> {
  const checks: Record<string, () => RuleFailure | null> = {
    title: () => checkTitle(values.title),
    property_type: () => (values.property_type ? null : { key: 'property_type.required' }),
    price: () => checkPrice(values.price),
    area: () => checkArea(values.area),
    location: () => checkLocation(values.location),
    description: () => checkDescription(values.description),
    bedrooms: () => checkRooms('bedrooms', values.bedrooms),
    bathrooms: () => checkRooms('bathrooms', values.bathrooms),
  }
  const failures: Record<string, RuleFailure> = {}
  for (const field of fields) {
    const failure = checks[field]?.()
    if (failure) failures[field] = failure
  }
  return failures
}
