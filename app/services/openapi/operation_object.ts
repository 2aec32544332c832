import type { Schema } from '#transformers/schemas/json_schema'
import { int } from '#transformers/schemas/json_schema'
import { refusalName } from '#services/openapi/components'
import { pathParams, type ApiRoute } from '#services/openapi/api_routes'
import type { Body, ErrorStatus, Operation, Validated } from '#services/openapi/operation'

type ObjectSchema = { properties?: Record<string, Schema>; required?: string[] }

const SUCCESS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: still in progress',
  204: 'Done; no body',
}

/** The query parameters a validator reads (a nested `params` object is the path's, not the query's). */
function queryParameters(validators: Validated[]) {
  return validators.flatMap((validator) => {
    const schema = validator.toJSONSchema() as ObjectSchema
    const required = new Set(schema.required ?? [])
    return Object.entries(schema.properties ?? {})
      .filter(([name]) => name !== 'params')
      .map(([name, property]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema: property,
      }))
  })
}

function pathParameters(route: ApiRoute, op: Operation) {
  return pathParams(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: op.params?.[name] ?? { ...int, minimum: 1 },
  }))
}

function requestBody(op: Operation) {
  if (op.upload) {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' }
    const schema = { type: 'object', properties: { [op.upload]: file }, required: [op.upload] }
    return { required: true, content: { 'multipart/form-data': { schema } } }
  }
  if (op.rawBody) {
    const schema = { type: 'object', description: op.rawBody }
    return { required: true, content: { 'application/json': { schema } } }
  }
  if (!op.body) return undefined
  const schema = op.body.toJSONSchema() as Record<string, unknown>
  // PATCH merges the fields given into the stored ones: none is required on its own.
  const media: Record<string, unknown> = {
    schema: op.partial ? { ...schema, required: [] } : schema,
  }
  if (op.example) media.example = op.example
  return { required: true, content: { 'application/json': media } }
}

function success(status: number, body: Body) {
  const description = SUCCESS[status] ?? 'OK'
  if (body === null) return { description }
  if ('file' in body) {
    const schema = { type: 'string', contentMediaType: body.file }
    return { description, content: { [body.file as string]: { schema } } }
  }
  return { description, content: { 'application/json': { schema: body } } }
}

/**
 * The refusals: those listed, 401 for a Bearer route, 422 when a validator
 * reads the request, 400 for a JSON body that does not parse, 413 for a body
 * over its cap, and 415 for a multipart body anywhere but an upload
 * (app/middleware/body_parser_middleware.ts).
 */
function refusals(op: Operation, ability: string | undefined): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(op.errors ?? [])
  if (!op.upload) statuses.add(415)
  if (op.security === 'bearer') statuses.add(401)
  if (ability && ability !== 'any') statuses.add(403)
  if (op.body || op.query || op.upload) statuses.add(422)
  if (op.body || op.upload) statuses.add(413)
  if (op.body) statuses.add(400)
  return [...statuses].sort((a, b) => a - b)
}

/**
 * Who may call: a Bearer route lists the token ability its route declares
 * (OpenAPI 3.1 takes role names for a non-OAuth scheme): 403 without it.
 */
function security(op: Operation, ability: string | undefined) {
  switch (op.security) {
    case 'public':
      return []
    case 'optionalBearer':
      return [{}, { bearer: [] }]
    case 'bearer':
      return [{ bearer: ability && ability !== 'any' ? [ability] : [] }]
    default:
      return [{ [op.security]: [] }]
  }
}

/** The OpenAPI operation object of one route. */
export function operationObject(route: ApiRoute, op: Operation) {
  const ability = route.abilities?.[0]
  const query = op.query ? queryParameters([op.query].flat()) : []
  const responses: Record<string, unknown> = {}
  for (const [status, body] of Object.entries(op.ok))
    responses[status] = success(Number(status), body)
  for (const status of refusals(op, ability))
    responses[String(status)] = { $ref: `#/components/responses/${refusalName(status)}` }
  const body = requestBody(op)
  return {
    operationId: route.name,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    security: security(op, ability),
    parameters: [...pathParameters(route, op), ...query],
    ...(body ? { requestBody: body } : {}),
    responses,
  }
}
