import vine from '@vinejs/vine'
import { PRICE_MAX } from '#rules/listing_rules'
import { BUILDER_UNIT_STATUSES, FACINGS, UNIT_TYPES } from '#rules/venture_options'

/**
 * A unit (001 §3 Unit (builder), and the older form's unit_number /
 * property_type): the unit name and type are required; the price is whole
 * units of the venture's currency (the builder's form enters lakhs, step 0.1,
 * and sends rupees). 'reserved' is not a status a builder can set.
 */
export const ventureUnitValidator = vine.create({
  unit_name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(20)
    .regex(/^[A-Za-z0-9\-/ ]+$/),
  unit_type: vine.enum(UNIT_TYPES),
  tower_id: vine.number().withoutDecimals().min(1).optional().nullable(),
  tower_name: vine.string().trim().maxLength(80).optional(),
  floor: vine.number().withoutDecimals().min(-5).max(300).optional().nullable(),
  bedrooms: vine.number().withoutDecimals().min(0).max(10).optional().nullable(),
  bathrooms: vine.number().withoutDecimals().min(0).max(10).optional().nullable(),
  area: vine.number().min(1).max(1_000_000),
  price: vine.number().min(1).max(PRICE_MAX),
  facing: vine.enum(FACINGS).optional().nullable(),
  status: vine.enum(BUILDER_UNIT_STATUSES).optional(),
  description: vine.string().trim().maxLength(5000).optional().nullable(),
  amenities: vine.array(vine.string().trim().minLength(1).maxLength(60)).maxLength(30).optional(),
  /** A unit of a public venture goes live at once (1 credit) unless saved as a draft. */
  draft: vine.boolean().optional(),
})

export type VentureUnitInput = Awaited<ReturnType<(typeof ventureUnitValidator)['validate']>>

/** Publishing or renewing units at once: these ids, or every draft and expired unit of the venture. */
export const publishUnitsValidator = vine.create({
  unit_ids: vine
    .array(vine.number().withoutDecimals().min(1))
    .minLength(1)
    .maxLength(5000)
    .distinct()
    .optional(),
})
