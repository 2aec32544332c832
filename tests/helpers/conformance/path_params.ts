import type { DocumentedOperation } from '#tests/helpers/conformance/contract'

/** Whether a path value is one the parameter's schema takes (a positive integer, one of an enum, any text). */
function fits(schema: { type?: string; enum?: unknown[] }, value: unknown) {
  const text = String(value)
  if (schema.enum) return schema.enum.includes(text)
  if (schema.type === 'integer') return /^[1-9]\d*$/.test(text)
  return text.length > 0
}

/**
 * A request whose path the operation does not describe (`/api/properties/abc`
 * for `{id}` an integer): the router's matcher may refuse it with a 404
 * before the operation is reached, so 404 is then also an answer.
 */
export function outsideThePath(op: DocumentedOperation, params: Record<string, unknown> = {}) {
  return op.parameters
    .filter((parameter) => parameter.in === 'path')
    .some((parameter) => !fits(parameter.schema, params[parameter.name]))
}
