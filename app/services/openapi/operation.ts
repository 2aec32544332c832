import type { Schema } from '#transformers/schemas/json_schema'
import { object, ref, str, arrayOf } from '#transformers/schemas/json_schema'

/** Anything VineJS compiled (`vine.create(...)`): the document reads its JSON Schema. */
export type Validated = { toJSONSchema(): unknown }

/** Who may call an operation: a Bearer token, a provider's signature, or anyone. */
export type Security =
  'bearer' | 'optionalBearer' | 'public' | 'stripeSignature' | 'razorpaySignature'

/** The refusals a caller can get, each a shared response of components.responses. */
export const ERROR_STATUSES = [
  400, 401, 402, 403, 404, 409, 410, 413, 415, 422, 429, 502, 503,
] as const
export type ErrorStatus = (typeof ERROR_STATUSES)[number]

/** What an answer carries: a JSON schema, a file, or nothing (204). */
export type Body = Schema | { file: string } | null

/**
 * One operation of /api, keyed by its route's name. The request's schemas
 * come from the validators the controller uses; the answers' from the
 * schemas beside the transformers. A route without an entry fails
 * tests/functional/api/openapi_document.spec.ts.
 */
export type Operation = {
  summary: string
  description?: string
  tag: string
  security: Security
  /** Query parameters: the validator the action reads `request.qs()` with. */
  query?: Validated | Validated[]
  /** A JSON body: the validator the action validates it with. */
  body?: Validated
  /** A partial update (PATCH): the body's fields are all optional. */
  partial?: boolean
  /** A body read raw, not validated (a provider's signed event): what it is. */
  rawBody?: string
  /** A multipart upload: the field that carries the file. */
  upload?: string
  /** A body example (as a client would write it). */
  example?: Record<string, unknown>
  /** Path parameters other than integer ids. */
  params?: Record<string, Schema>
  /** The successful answers by status. */
  ok: Record<number, Body>
  /** The refusals it can answer (401 for Bearer and 422 for a validator are added). */
  errors?: ErrorStatus[]
}

export type OperationTable = Record<string, Operation>

/** `{data: [...]}`: a list answered whole (a user's own tokens, favourites, imports). */
export function listOf(item: Schema): Schema {
  return object({ data: arrayOf(item) })
}

/** `{data: [...], meta}`: a page of a list numbered by `page` (admin tables, leads). */
export function pageOf(item: Schema, meta = 'PageMeta'): Schema {
  return object({ data: arrayOf(item), meta: ref(meta) })
}

/** `{data: [...], meta}`: a keyset page (`limit`, `cursor` → `meta.next_cursor`). */
export function cursorPageOf(item: Schema): Schema {
  return object({ data: arrayOf(item), meta: ref('CursorMeta') })
}

/** `{detail}`: a confirmation in the caller's language. */
export const detailBody = object({ detail: str })
