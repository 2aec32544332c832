import type { ApiClient } from '@japa/api-client'
import type { DocumentedOperation, Seen } from '#tests/helpers/conformance/contract'
import { tokenOf, type Actor, type World } from '#tests/helpers/conformance/world'

/** One request to an operation: who sends it, and what it carries. */
export type Call = {
  actor: Actor
  params?: Record<string, unknown>
  qs?: Record<string, unknown>
  /** A JSON body (any JSON value: hostile bodies need not be objects). */
  body?: unknown
  /** A multipart upload. */
  file?: { field: string; bytes: Buffer; filename: string }
  /** A body sent byte for byte, with its headers (a provider's signed webhook). */
  raw?: { payload: string; headers: Record<string, string> }
}

/** The operation's path with each `{name}` filled in, percent-encoded. */
export function pathOf(op: DocumentedOperation, params: Record<string, unknown> = {}) {
  return op.path.replace(/\{(\w+)\}/g, (_, name) => {
    if (!(name in params)) throw new Error(`${op.id}: no value for {${name}}`)
    return encodeURIComponent(String(params[name]))
  })
}

/** A query string as a client would write it: arrays repeat their key, objects go as JSON. */
function queryOf(qs: Record<string, unknown> = {}) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(qs)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Sends a call and keeps what the contract check reads. */
export async function send(
  client: ApiClient,
  world: World,
  op: DocumentedOperation,
  call: Call
): Promise<Seen> {
  let request = client[op.method](`${pathOf(op, call.params)}${queryOf(call.qs)}`)
  const token = tokenOf(world, call.actor)
  if (token) request = request.bearerToken(token)
  if (call.raw) {
    for (const [name, value] of Object.entries(call.raw.headers)) request.header(name, value)
    request = request.unsafeJson(call.raw.payload as never)
  } else if (call.file) {
    request = request.file(call.file.field, call.file.bytes, { filename: call.file.filename })
  } else if (call.body !== undefined) {
    request = request.unsafeJson(JSON.stringify(call.body) as never)
  }
  const response = await request
  return {
    status: response.status(),
    contentType: response.header('content-type') ?? '',
    text: typeof response.text() === 'string' ? response.text() : '',
    headers: Object.keys(response.headers()),
  }
}
