import vine from '@vinejs/vine'
import { MAX_PAGE_SIZE, PROPERTY_STATUSES, SORTS } from '#rules/search_options'
import { COUNTRY_CODES } from '#rules/countries'
import { propertyTypeRule } from '#validators/rules/property_type'

const text = (max: number) => vine.string().trim().maxLength(max).optional()

/**
 * Search parameters of GET /properties (page and /api). Bad values are refused
 * with a message instead of being ignored; min_price may not exceed max_price.
 */
export const propertySearchValidator = vine.create({
  /** A master-data type's name (admins add types, issue 16), retired ones included. */
  property_type: vine
    .string()
    .trim()
    .maxLength(64)
    .use(propertyTypeRule({ live: false }))
    .optional(),
  status: vine.enum(PROPERTY_STATUSES).optional(),
  /** 5 means 5 or more. */
  bedrooms: vine.number().withoutDecimals().min(1).max(5).optional(),
  min_price: vine.number().min(0).max(10_000_000_000).optional(),
  max_price: vine.number().min(0).max(10_000_000_000).optional().use(atLeastMinPrice()),
  state: text(80),
  district: text(80),
  city: text(80),
  area: text(120),
  /** Joined display location (000 §5), as /api clients send it. */
  location: text(255),
  search: text(120),
  sort: vine.enum(SORTS).optional(),
  country: vine.enum(COUNTRY_CODES).optional(),
  limit: vine.number().withoutDecimals().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: vine
    .string()
    .trim()
    .maxLength(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
})

function atLeastMinPrice() {
  return vine.createRule((value, _options, field) => {
    const min = Number(field.parent?.min_price)
    if (typeof value === 'number' && Number.isFinite(min) && min > value) {
      field.report('max_price.atLeastMin', 'atLeastMin', field)
    }
  })()
}
