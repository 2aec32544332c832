import vine from '@vinejs/vine'
import type { JSONSchema7 } from 'json-schema'

/**
 * The request bodies as the spec writes them (issue 26): option lists given
 * as their labels ('Swimming Pool', 'RERA Approved', 'Farm Land') as well as
 * their stored values, places given as an object. Each is turned into the one
 * shape the use cases take by a `parse` step, which VineJS runs before the
 * field's own checks, so the stored values stay the only ones that pass and
 * `toJSONSchema()` still describes the fields (docs/api.md#request-bodies).
 */

/** 'Swimming Pool' → swimming_pool, 'Yoga/Meditation Area' → yoga_meditation_area, 'North-East' → north_east. */
export function slugOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

/**
 * A `parse` step for one option of `values`: any spelling of a value or of its
 * label ('Swimming Pool', 'swimming-pool', 'North-East' for north_east and the
 * reverse) becomes the value, and so do the other document's names in
 * `aliases` (by slug, e.g. gym → gym_fitness); an empty text is no choice
 * (missing). Anything else is left as sent, for the field's own check to
 * refuse with its message.
 */
export function optionOf(
  values: readonly string[],
  aliases: Readonly<Record<string, string>> = {}
) {
  const bySlug = new Map<string, string>(Object.entries(aliases))
  for (const value of values) bySlug.set(slugOf(value), value)
  return (value: unknown) => {
    if (typeof value !== 'string') return value
    return value.trim() === '' ? undefined : (bySlug.get(slugOf(value)) ?? value)
  }
}

/**
 * The same for a list: each item as `optionOf`, then repeats dropped, since two of the spec's
 * names may stand for one value ('Playground' and 'Kids Play Area').
 */
export function optionsOf(
  values: readonly string[],
  aliases: Readonly<Record<string, string>> = {}
) {
  const one = optionOf(values, aliases)
  return (value: unknown) => (Array.isArray(value) ? [...new Set(value.map(one))] : value)
}

/** An empty text is no value (a form's untouched optional field): `null`. */
export const emptyAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value

/** An empty text or `null` in an optional field that takes no null (a referral code left blank): missing. */
export const emptyAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

/**
 * A size written as text, '1,200' or '1200 sq ft' (001 §3: a unit's area is
 * text), becomes the number; anything else is left to the number check.
 */
export function sizeOf(value: unknown) {
  if (typeof value !== 'string') return value
  const match = /^\s*(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s*ft\.?|sqft|square feet)?\s*$/i.exec(value)
  return match ? match[1].replace(/,/g, '') : value
}

/**
 * Notes for the JSON Schema of a field that also takes other spellings: its
 * description says which (the check itself is the parse step's and the enum's).
 */
export const alsoAccepts = vine.createRule(() => {}, {
  toJSONSchema: (schema: JSONSchema7, options: { description: string }) => {
    schema.description = options.description
  },
})

/**
 * Notes for the JSON Schema of a body that also takes fields its parse step
 * renames (the older unit form's `unit_number`): they join its properties.
 */
export const alsoTakesFields = vine.createRule(() => {}, {
  toJSONSchema: (schema: JSONSchema7, options: { properties: Record<string, JSONSchema7> }) => {
    schema.properties = { ...schema.properties, ...options.properties }
  },
})

/** The parts of a place, as 001 §3 writes a venture's location. */
export const PLACE_OBJECT_SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: {
    state: { type: 'string', maxLength: 80 },
    district: { type: 'string', maxLength: 80 },
    city: { type: 'string', maxLength: 80 },
    area: { type: 'string', maxLength: 120 },
  },
  additionalProperties: false,
}

/**
 * `location` as text or as `{state, district, city, area}` (001 §3; 000 §3
 * allows either): the JSON Schema says both; the body's parse step
 * (`flattenPlace`) has already turned the object into the flat fields.
 */
export const textOrPlace = vine.createRule(() => {}, {
  toJSONSchema: (schema: JSONSchema7) => {
    const text = { ...schema }
    for (const key of Object.keys(schema)) delete (schema as Record<string, unknown>)[key]
    schema.anyOf = [text, PLACE_OBJECT_SCHEMA]
  },
})

const PLACE_KEYS = {
  state: 'state',
  district: 'district',
  city: 'city',
  area: 'area_name',
} as const

/**
 * A body whose `location` is an object: its parts fill the flat fields
 * (`area` → `area_name`) that the body leaves out or blank, and `location`
 * goes. Without a state the tree cannot place it: the parts joined (000 §5
 * order) stand as the free-text location. Other values pass untouched; an
 * object with other keys or non-text parts is left for the checks to refuse.
 */
export function flattenPlace(body: unknown) {
  if (!isRecord(body) || !isRecord(body.location)) return body
  const place = body.location
  const known = Object.keys(place).every((key) => key in PLACE_KEYS)
  const texts = Object.values(place).every((part) => part === null || typeof part === 'string')
  if (!known || !texts) return body
  const flat: Record<string, unknown> = { ...body, location: undefined }
  const parts = place as Record<keyof typeof PLACE_KEYS, string | null | undefined>
  if (!parts.state?.trim()) {
    const joined = [parts.area, parts.city, parts.district]
      .filter((part, index, all) => part?.trim() && all.indexOf(part) === index)
      .join(', ')
    flat.location = joined || undefined
    return flat
  }
  for (const [key, field] of Object.entries(PLACE_KEYS)) {
    const part = parts[key as keyof typeof PLACE_KEYS]
    const given = flat[field]
    const blank =
      given === undefined || given === null || (typeof given === 'string' && !given.trim())
    if (blank && part?.trim()) flat[field] = part
  }
  return flat
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
