import vine from '@vinejs/vine'
import { PRICE_MAX } from '#rules/listing_rules'
import { FACINGS, UNIT_TYPES } from '#rules/venture_options'
import { UNIT_FORM_STATUSES } from '#rules/unit_form_statuses'
import { alsoTakesFields, isRecord, optionOf, sizeOf } from '#validators/rules/spec_shapes'

/** The older unit form's property types (001 §3) as unit types; the others are their own. */
const UNIT_TYPE_OF_PROPERTY_TYPE: Readonly<Record<string, string>> = {
  commercial: 'commercial_space',
  farmland: 'plot',
  farm_land: 'plot',
  independent_house: 'villa',
}

/**
 * The older unit form of 001 §3 (`tower`, `unit_number`, `property_type`) read as the builder's
 * (`tower_name` or `tower_id`, `unit_name`, `unit_type`); the builder's own fields win.
 */
function olderUnitForm(body: unknown) {
  if (!isRecord(body)) return body
  const { tower, unit_number: unitNumber, property_type: propertyType, ...rest } = body
  const shaped: Record<string, unknown> = { ...rest }
  if (rest.unit_name === undefined && unitNumber !== undefined)
    shaped.unit_name = typeof unitNumber === 'number' ? String(unitNumber) : unitNumber
  if (rest.unit_type === undefined && propertyType !== undefined)
    shaped.unit_type = optionOf(UNIT_TYPES, UNIT_TYPE_OF_PROPERTY_TYPE)(propertyType)
  if (rest.tower_id === undefined && rest.tower_name === undefined && tower !== undefined)
    shaped[typeof tower === 'number' ? 'tower_id' : 'tower_name'] = tower
  return shaped
}

/**
 * A unit (001 §3 Unit (builder), and the older form's tower / unit_number /
 * property_type): the unit name and type are required, types and facings as
 * values or labels, the area a number or text ('1200 sq ft'); the price is whole
 * units of the venture's currency (the builder's form enters lakhs, step 0.1,
 * and sends rupees). The builder may set 'reserved' too; a booked unit's status stays
 * (venture_units.ts).
 */
export const ventureUnitValidator = vine.create(
  vine
    .object({
      unit_name: vine
        .string()
        .trim()
        .minLength(1)
        .maxLength(20)
        .regex(/^[A-Za-z0-9\-/ ]+$/),
      unit_type: vine.enum(UNIT_TYPES).parse(optionOf(UNIT_TYPES)),
      tower_id: vine.number().withoutDecimals().min(1).optional().nullable(),
      tower_name: vine.string().trim().maxLength(80).optional(),
      floor: vine.number().withoutDecimals().min(-5).max(300).optional().nullable(),
      bedrooms: vine.number().withoutDecimals().min(0).max(10).optional().nullable(),
      bathrooms: vine.number().withoutDecimals().min(0).max(10).optional().nullable(),
      area: vine.number().min(1).max(1_000_000).parse(sizeOf),
      price: vine.number().min(1).max(PRICE_MAX),
      facing: vine.enum(FACINGS).parse(optionOf(FACINGS)).optional().nullable(),
      status: vine.enum(UNIT_FORM_STATUSES).parse(optionOf(UNIT_FORM_STATUSES)).optional(),
      description: vine.string().trim().maxLength(5000).optional().nullable(),
      amenities: vine
        .array(vine.string().trim().minLength(1).maxLength(60))
        .maxLength(30)
        .optional(),
      /** A unit of a public venture goes live at once (1 credit) unless saved as a draft. */
      draft: vine.boolean().optional(),
    })
    .parse(olderUnitForm)
    .use(
      alsoTakesFields({
        properties: {
          tower: {
            type: ['string', 'integer'],
            description: 'Older form: the tower by name (tower_name) or id (tower_id).',
          },
          unit_number: { type: 'string', description: 'Older form of unit_name.' },
          property_type: {
            type: 'string',
            description:
              'Older form of unit_type: a property type (commercial = commercial_space, farmland = plot, independent_house = villa).',
          },
        },
      })
    )
)

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
