import vine from '@vinejs/vine'
import type { JSONSchema7 } from 'json-schema'
import {
  DISTANCE_MAX,
  LANDMARK_KINDS,
  LANDMARK_NAME_MAX,
  LANDMARKS_MAX,
  PHASE_NAME_MAX,
  PHASE_STATUSES,
  PHASES_MAX,
} from '#rules/venture_timeline'
import { emptyAsNull, optionOf } from '#validators/rules/spec_shapes'

/**
 * A venture's phases and nearby landmarks (issue 27): each an object, or,
 * as bodies written before it (and 000 §3's bare `phases[]`) send them, a
 * line of text that is its name. Messages: validator.json
 * `phases.*.…` and `nearby_landmarks.*.…`.
 */

/** A line of text is the entry's name; anything else is left for the object check. */
const nameOnly = (value: unknown) => (typeof value === 'string' ? { name: value } : value)

/** The JSON Schema says both: the object, or its name alone. */
const orName = vine.createRule(() => {}, {
  toJSONSchema: (schema: JSONSchema7, options: { maxLength: number }) => {
    const entry = { ...schema }
    for (const key of Object.keys(schema)) delete (schema as Record<string, unknown>)[key]
    schema.anyOf = [entry, { type: 'string', minLength: 1, maxLength: options.maxLength }]
    schema.description = 'A line of text is accepted as an entry with that name alone.'
  },
})

/** yyyy-mm or yyyy-mm-dd. */
const MONTH_OR_DAY = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/

const phase = vine
  .object({
    name: vine.string().trim().minLength(1).maxLength(PHASE_NAME_MAX),
    status: vine
      .enum(PHASE_STATUSES)
      .parse((value) => optionOf(PHASE_STATUSES)(emptyAsNull(value)) ?? null)
      .nullable()
      .optional(),
    expected_date: vine
      .string()
      .trim()
      .regex(MONTH_OR_DAY)
      .parse(emptyAsNull)
      .nullable()
      .optional(),
  })
  .parse(nameOnly)
  .use(orName({ maxLength: PHASE_NAME_MAX }))

const landmark = vine
  .object({
    name: vine.string().trim().minLength(1).maxLength(LANDMARK_NAME_MAX),
    kind: vine
      .enum(LANDMARK_KINDS)
      .parse((value) => optionOf(LANDMARK_KINDS)(emptyAsNull(value)) ?? null)
      .nullable()
      .optional(),
    /** In `distance_unit`, else the venture's market unit (km; miles in the US). */
    distance: vine
      .number()
      .min(0)
      .max(DISTANCE_MAX)
      .decimal([0, 2])
      .parse(emptyAsNull)
      .nullable()
      .optional(),
    distance_unit: vine.enum(['km', 'mi'] as const).optional(),
  })
  .parse(nameOnly)
  .use(orName({ maxLength: LANDMARK_NAME_MAX }))

export const phasesField = vine.array(phase).maxLength(PHASES_MAX).optional()
export const landmarksField = vine.array(landmark).maxLength(LANDMARKS_MAX).optional()
