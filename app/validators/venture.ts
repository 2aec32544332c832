import vine from '@vinejs/vine'
import { imageUrlHosts } from '#config/drive'
import { checkImageUrl, cleanList, PRICE_MAX } from '#rules/listing_rules'
import {
  alsoAccepts,
  emptyAsNull,
  flattenPlace,
  isRecord,
  optionOf,
  optionsOf,
  slugOf,
  textOrPlace,
} from '#validators/rules/spec_shapes'
import { landmarksField, phasesField } from '#validators/rules/venture_timeline'
import {
  APPROVALS,
  BUILDERS,
  MASTER_PLAN_IMAGES_MAX,
  POSSESSION_CHOICES,
  UNIT_TYPES,
  VENTURE_AMENITIES,
  VENTURE_IMAGES_MAX,
  VENTURE_PROPERTY_TYPES,
  VENTURE_STATUSES,
  VENTURE_TYPES,
} from '#rules/venture_options'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const optionalText = (max: number) => vine.string().trim().maxLength(max).optional()

/** Image addresses: our uploads or https on an allowed host (as listings); blanks and duplicates dropped. */
const imageList = vine.createRule((value, _options, field) => {
  if (!Array.isArray(value)) return
  const cleaned = cleanList(value as string[])
  const failure = cleaned.map((url) => checkImageUrl(url, imageUrlHosts)).find(Boolean)
  if (failure)
    return field.report(
      'Enter image addresses from our uploads or an https address',
      'images',
      field
    )
  field.mutate(cleaned, field)
})

const logoRule = vine.createRule((value, _options, field) => {
  if (checkImageUrl(String(value), imageUrlHosts))
    field.report('Enter image addresses from our uploads or an https address', 'images', field)
})

/**
 * 001 §3's option names that are another document's value (docs/ventures.md, one stored value per
 * concept), by slug; every other label is its own slug ('RERA Approved' → rera_approved).
 */
const OPTION_ALIASES: Readonly<Record<string, string>> = {
  gym: 'gym_fitness',
  playground: 'children_play_area',
  kids_play_area: 'children_play_area',
  security: 'security_24x7',
  gate_security: 'security_24x7',
  parking: 'car_parking',
  garden: 'landscaped_gardens',
  club_house: 'clubhouse',
  elevator: 'elevators',
  yoga_meditation_area: 'yoga_meditation',
  fire_safety: 'fire_noc',
}
const LABELS =
  'Labels as the spec writes them (e.g. "Swimming Pool", "RERA Approved") are accepted.'

/** One of `values`, or its label; answered as the value. */
const option = <T extends readonly string[]>(values: T) =>
  vine
    .enum(values)
    .parse(optionOf(values, OPTION_ALIASES))
    .use(alsoAccepts({ description: LABELS }))

const options = <T extends readonly string[]>(values: T, max = values.length) =>
  vine
    .array(option(values))
    .parse(optionsOf(values, OPTION_ALIASES))
    .maxLength(max)
    .distinct()
    .optional()

/**
 * What the body says before the checks (spec_shapes.ts): `location` as an object, a builder
 * given by name ('Prestige Group' is prestige_group; any other name is `others` with that
 * builder_name), and an empty logo address as none.
 */
function ventureBody(body: unknown) {
  const flat = flattenPlace(body)
  if (!isRecord(flat)) return flat
  const shaped: Record<string, unknown> = { ...flat, logo_url: emptyAsNull(flat.logo_url) }
  if (typeof flat.builder === 'string' && flat.builder.trim()) {
    const slug = slugOf(flat.builder)
    const known = (BUILDERS as readonly string[]).includes(slug)
    shaped.builder = known ? slug : 'others'
    if (!known) shaped.builder_name = flat.builder_name ?? flat.builder
  }
  return shaped
}

/**
 * A venture (001 §3, wizard of 001 §2). `mixed` (001) is accepted for
 * `mixed_use`; prices in whole units of the country's currency (the wizard
 * enters lakhs and sends rupees); possession as a month, or the builder's
 * timeline choice (001 §3) from which the month is derived.
 */
export const ventureValidator = vine.create(
  vine
    .object({
      name: vine.string().trim().minLength(2).maxLength(150),
      description: vine.string().trim().minLength(1).maxLength(5000),
      /** Like listing photos: our uploads or an approved https host (the CSP loads no other image). */
      logo_url: vine.string().trim().maxLength(500).use(logoRule()).optional().nullable(),
      builder: vine
        .enum(BUILDERS)
        .parse(optionOf(BUILDERS))
        .use(
          alsoAccepts({
            description:
              'A builder of 000 §9 by value or name ("Prestige Group"); any other name is stored as others with that builder_name.',
          })
        )
        .optional(),
      builder_name: optionalText(150),
      /** 001's `mixed` is stored as `mixed_use` (VentureService). */
      venture_type: option([...VENTURE_TYPES, 'mixed'] as const).optional(),
      status: option(VENTURE_STATUSES).optional(),
      property_types: options(VENTURE_PROPERTY_TYPES),
      unit_types: options(UNIT_TYPES),
      amenities: options(VENTURE_AMENITIES),
      approvals: options(APPROVALS),
      rera_number: vine
        .string()
        .trim()
        .maxLength(60)
        .regex(/^[A-Za-z0-9/\-. ]+$/)
        .optional()
        .nullable(),
      launch_date: vine.string().trim().regex(MONTH).optional().nullable(),
      possession_date: vine.string().trim().regex(MONTH).optional().nullable(),
      possession_timeline: option(
        Object.keys(POSSESSION_CHOICES) as (keyof typeof POSSESSION_CHOICES)[]
      )
        .optional()
        .nullable(),
      price_range: vine
        .object({
          min: vine.number().min(0).max(PRICE_MAX).withoutDecimals().optional().nullable(),
          max: vine.number().min(0).max(PRICE_MAX).withoutDecimals().optional().nullable(),
        })
        .optional(),
      total_units: vine.number().withoutDecimals().min(0).max(100_000).optional().nullable(),
      images: vine
        .array(vine.string().trim())
        .maxLength(VENTURE_IMAGES_MAX)
        .use(imageList())
        .optional(),
      master_plan_images: vine
        .array(vine.string().trim())
        .maxLength(MASTER_PLAN_IMAGES_MAX)
        .use(imageList())
        .optional(),
      phases: phasesField,
      nearby_landmarks: landmarksField,
      state: optionalText(80),
      district: optionalText(80),
      city: optionalText(80),
      area_name: optionalText(120),
      /** Free text when no place of the tree is chosen (older /api clients); an object is read by ventureBody. */
      location: vine
        .string()
        .trim()
        .minLength(2)
        .maxLength(255)
        .use(textOrPlace())
        .optional()
        .requiredIfMissing('state'),
      country_code: vine.enum(['IN', 'US'] as const).optional(),
      is_public: vine.boolean().optional(),
    })
    .parse(ventureBody)
)

export type VentureInput = Awaited<ReturnType<(typeof ventureValidator)['validate']>>

const unitFilters = {
  tower_id: vine.number().withoutDecimals().min(1).optional(),
  status: vine
    .enum(['available', 'sold', 'rented', 'under_construction', 'reserved', 'blocked'] as const)
    .optional(),
}

/** Searching one's units in the builder (GET /api/ventures/{id}/units): by tower and status. */
export const ventureUnitsQueryValidator = vine.create(unitFilters)

/** Units a page of GET /api/ventures/{id}/properties holds unless told, and at most. */
export const UNITS_PER_PAGE = 100
export const MAX_UNITS_PER_PAGE = 500

/** A page of a venture's listed units (GET /api/ventures/{id}/properties): by tower and status, numbered pages. */
export const ventureUnitsPageValidator = vine.create({
  ...unitFilters,
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  per_page: vine.number().withoutDecimals().min(1).max(MAX_UNITS_PER_PAGE).optional(),
})
