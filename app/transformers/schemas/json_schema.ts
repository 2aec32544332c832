/**
 * The little vocabulary the response schemas beside the transformers are
 * written in (JSON Schema 2020-12, as OpenAPI 3.1 takes it). Every property
 * of an `object` is required unless listed as optional: a transformer always
 * writes its keys, with null where there is no value.
 */
export type Schema = Record<string, unknown>

export const str: Schema = { type: 'string' }
export const int: Schema = { type: 'integer' }
export const num: Schema = { type: 'number' }
export const bool: Schema = { type: 'boolean' }
export const dateTime: Schema = { type: 'string', format: 'date-time' }
/** Where a listing or a venture is: its address line and its places in the location tree. */
export const placeFields: Record<string, Schema> = {
  location: str,
  state: nullable(str),
  district: nullable(str),
  city: nullable(str),
  area_name: nullable(str),
  country_code: str,
}

/** Free-form JSON (an audit entry's before/after, a filter set). */
export const anyValue: Schema = {}

export function nullable(schema: Schema): Schema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] }
  return { oneOf: [schema, { type: 'null' }] }
}

export function arrayOf(items: Schema): Schema {
  return { type: 'array', items }
}

export function oneOfStrings(values: readonly string[]): Schema {
  return { type: 'string', enum: [...values] }
}

export function object(properties: Record<string, Schema>, optional: string[] = []): Schema {
  const required = Object.keys(properties).filter((key) => !optional.includes(key))
  return { type: 'object', properties, required }
}

/** A shape with an example of it (shown by /api/docs; redocly lint checks it against the shape). */
export function withExample(schema: Schema, example: Record<string, unknown>): Schema {
  return { ...schema, examples: [example] }
}

/** A shape of components.schemas, by name. */
export function ref(name: string): Schema {
  return { $ref: `#/components/schemas/${name}` }
}

/** Some of a shape's properties, all of them required as in the shape. */
export function pick(base: Schema, keys: string[]): Schema {
  const properties = base.properties as Record<string, Schema>
  return object(Object.fromEntries(keys.map((key) => [key, properties[key]])))
}

/** A shape that adds fields to another (a transformer's variant that spreads toObject()). */
export function extend(base: Schema, more: Record<string, Schema>, optional: string[] = []) {
  const extra = object(more, optional)
  return {
    type: 'object',
    properties: { ...(base.properties as object), ...(extra.properties as object) },
    required: [...(base.required as string[]), ...(extra.required as string[])],
  }
}
