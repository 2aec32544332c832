import vine from '@vinejs/vine'
import { errors } from '@vinejs/vine'
import {
  APPROVALS,
  BUILDERS,
  POSSESSION_TIMELINES,
  PROJECT_SIZES,
  UNIT_CONFIGS,
  VENTURE_AMENITIES,
  VENTURE_PROPERTY_TYPES,
  VENTURE_SORTS,
  VENTURE_STATUSES,
  VENTURE_TYPES,
} from '#rules/venture_options'
import {
  optionalText,
  pageFields,
  placeFilterFields,
  priceRangeFields,
} from '#validators/rules/search_fields'

const list = <T extends readonly string[]>(values: T) =>
  vine.array(vine.enum(values)).maxLength(values.length).distinct().optional()
const ventureTypes = [...VENTURE_TYPES, 'mixed'] as const

/**
 * The venture filter state of 000 §3 on GET /ventures and GET /api/ventures.
 * Lists come as repeated or comma-separated parameters (see `listParams`).
 */
export const ventureSearchValidator = vine.create({
  search: optionalText(120),
  venture_type: vine.enum(ventureTypes).optional(),
  investment_type: vine.enum(ventureTypes).optional(),
  property_types: list(VENTURE_PROPERTY_TYPES),
  status: vine.enum(VENTURE_STATUSES).optional(),
  builder: vine.enum(BUILDERS).optional(),
  unit_configs: list(UNIT_CONFIGS),
  amenities: list(VENTURE_AMENITIES),
  project_size: vine.enum(Object.keys(PROJECT_SIZES) as (keyof typeof PROJECT_SIZES)[]).optional(),
  possession_timeline: vine
    .enum(Object.keys(POSSESSION_TIMELINES) as (keyof typeof POSSESSION_TIMELINES)[])
    .optional(),
  approvals: list(APPROVALS),
  ...priceRangeFields(),
  ...placeFilterFields(),
  sort: vine.enum(VENTURE_SORTS).optional(),
  ...pageFields(),
})

export type VentureSearchInput = Awaited<ReturnType<(typeof ventureSearchValidator)['validate']>>

const LIST_PARAMS = ['property_types', 'unit_configs', 'amenities', 'approvals'] as const
/** More values than any list has (the validator refuses more): the rest of a longer parameter is not read. */
const LIST_VALUES_READ = 64

/**
 * `amenities=a&amenities=b` and `amenities=a,b` (and `amenities[]=a`) alike
 * become a list, of at most LIST_VALUES_READ values (docs/security.md "Hostile input":
 * a query string of 100,000 commas is not split into 100,000 strings).
 */
export function listParams(qs: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...qs }
  for (const name of LIST_PARAMS) {
    const raw = input[name] ?? input[`${name}[]`]
    delete input[`${name}[]`]
    if (raw === undefined || raw === '') {
      delete input[name]
      continue
    }
    const values = (Array.isArray(raw) ? raw : [raw])
      .slice(0, LIST_VALUES_READ)
      .flatMap((v) => String(v).split(',', LIST_VALUES_READ))
      .map((v) => v.trim())
      .filter(Boolean)
    input[name] = [...new Set(values)].slice(0, LIST_VALUES_READ)
  }
  return input
}

/** A page never refuses its query string: bad values are dropped, the rest of the filters apply. */
export async function lenientVentureParams(
  qs: Record<string, unknown>
): Promise<VentureSearchInput> {
  const input = listParams(qs)
  for (let attempt = 0; attempt < 4; attempt++) {
    const [error, value] = await ventureSearchValidator.tryValidate(input)
    if (!error) return value
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    for (const { field } of error.messages as { field: string }[]) delete input[field.split('.')[0]]
  }
  return ventureSearchValidator.validate({})
}
