import vine from '@vinejs/vine'
import { MAX_PAGE_SIZE } from '#rules/search_options'
import { COUNTRY_CODES } from '#rules/countries'

/** An optional trimmed text of at most `max` characters. */
export const optionalText = (max: number) => vine.string().trim().maxLength(max).optional()

/** max_price may not be below min_price (its sibling). */
const atLeastMinPrice = vine.createRule((value, _options, field) => {
  const min = Number(field.parent?.min_price)
  if (typeof value === 'number' && Number.isFinite(min) && min > value) {
    field.report('max_price.atLeastMin', 'atLeastMin', field)
  }
})

/** A price range, both ends optional; the maximum not below the minimum. */
export const priceRangeFields = () => ({
  min_price: vine.number().min(0).max(10_000_000_000).optional(),
  max_price: vine.number().min(0).max(10_000_000_000).optional().use(atLeastMinPrice()),
})

/** Where: the location tree's levels, and the joined display location (000 §5) /api clients send. */
export const placeFilterFields = () => ({
  state: optionalText(80),
  district: optionalText(80),
  city: optionalText(80),
  area: optionalText(120),
  location: optionalText(255),
})

/** The market and a page of results: its size and the opaque cursor of the page before. */
export const pageFields = () => ({
  country: vine.enum(COUNTRY_CODES).optional(),
  limit: vine.number().withoutDecimals().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: vine
    .string()
    .trim()
    .maxLength(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
})
