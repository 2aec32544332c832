import vine from '@vinejs/vine'
import { PROPERTY_STATUSES, SORTS } from '#rules/search_options'
import { propertyTypeRule } from '#validators/rules/property_type'
import {
  optionalText,
  pageFields,
  placeFilterFields,
  priceRangeFields,
} from '#validators/rules/search_fields'

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
  ...priceRangeFields(),
  ...placeFilterFields(),
  search: optionalText(120),
  sort: vine.enum(SORTS).optional(),
  ...pageFields(),
})
