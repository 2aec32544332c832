import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { apiDocument } from '#services/openapi/api_document'

type Media = Record<string, { schema?: unknown }>
type Answer = { $ref?: string; content?: Media; headers?: Record<string, unknown> }
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: any }
export type DocumentedOperation = {
  id: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  security: Record<string, string[]>[]
  parameters: Parameter[]
  requestBody?: { content: Record<string, { schema: any; example?: Record<string, unknown> }> }
  responses: Record<string, Answer>
}

/** What one response looked like, enough to say why it broke the contract. */
export type Seen = {
  status: number
  contentType: string
  text: string
  /** The names of the answer's headers, lower case. */
  headers: string[]
}

type Document = {
  paths: Record<string, Record<string, Omit<DocumentedOperation, 'id' | 'method' | 'path'>>>
  components: { responses: Record<string, Answer> }
}

let loaded: { document: Document; ajv: Ajv2020; operations: DocumentedOperation[] } | null = null

/** The document (what GET /api/openapi.json answers), its operations and one Ajv holding it, once. */
function contract() {
  if (loaded) return loaded
  const document = apiDocument() as unknown as Document
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema({ $id: 'openapi.json', ...document })
  const ops = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      ...op,
      id: (op as unknown as { operationId: string }).operationId,
      method: method as DocumentedOperation['method'],
      path,
    }))
  )
  loaded = { document, ajv, operations: ops }
  return loaded
}

/** Every operation of the document. */
export function operations(): DocumentedOperation[] {
  return contract().operations
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

const compiled = new Map<string, ValidateFunction>()

/** The answer the document gives for a status: its own, or the shared refusal it names. */
function answerOf(op: DocumentedOperation, status: number): [Answer, string] | null {
  const answer = op.responses[String(status)]
  if (!answer) return null
  if (!answer.$ref)
    return [answer, `#/${pointer('paths', op.path, op.method, 'responses')}/${status}`]
  const name = answer.$ref.split('/').pop()!
  return [contract().document.components.responses[name], `#/components/responses/${name}`]
}

function validatorFor(at: string, media: string) {
  const key = `${at}/content/${media}`
  let validate = compiled.get(key)
  if (!validate) {
    validate = contract().ajv.compile({
      $ref: `openapi.json${at}/content/${pointer(media)}/schema`,
    })
    compiled.set(key, validate)
  }
  return validate
}

/** A stack frame, a source path or an internal error name: what no answer may show. */
const STACK_TRACE =
  /\n\s+at\s|\bat\s\S+\s\(\S+:\d+:\d+\)|\.(?:ts|js):\d+:\d+|node:internal|node_modules\//

/**
 * Why a response breaks the contract, or null: a server error, a stack trace,
 * a status the operation does not document, or a body its schema refuses.
 * `alsoAllowed` names statuses a request outside the operation may get (404
 * for a path the route's matcher refuses).
 */
export function breach(op: DocumentedOperation, seen: Seen, alsoAllowed: number[] = []) {
  if (seen.status >= 500) return `server error ${seen.status}: ${seen.text.slice(0, 300)}`
  if (STACK_TRACE.test(seen.text)) return `stack trace in the body: ${seen.text.slice(0, 300)}`
  const documented = answerOf(op, seen.status)
  if (!documented) {
    if (alsoAllowed.includes(seen.status)) return null
    return `undocumented status ${seen.status}: ${seen.text.slice(0, 300)}`
  }
  const [answer, at] = documented
  const missing = Object.keys(answer.headers ?? {}).filter(
    (name) => !seen.headers.includes(name.toLowerCase())
  )
  if (missing.length) return `${seen.status} without its header ${missing.join(', ')}`
  const content = answer.content ?? {}
  const media = seen.contentType.split(';')[0].trim()
  if (!Object.keys(content).length)
    return seen.text.length ? `a body where none is documented: ${seen.text.slice(0, 200)}` : null
  if (!content[media])
    return `${seen.status} as ${media || '(no content-type)'}, documented ${Object.keys(content)}: ${seen.text.slice(0, 200)}`
  if (media !== 'application/json') return null
  let body: unknown
  try {
    body = JSON.parse(seen.text)
  } catch {
    return `not JSON: ${seen.text.slice(0, 200)}`
  }
  const validate = validatorFor(at, media)
  if (validate(body)) return null
  const problems = validate.errors!.slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`)
  return `${seen.status} body breaks the schema: ${problems.join('; ')} in ${seen.text.slice(0, 300)}`
}

export function operation(id: string) {
  const op = operations().find((candidate) => candidate.id === id)
  if (!op) throw new Error(`no operation ${id}`)
  return op
}

/** The document's example body of an operation. */
export function example(id: string) {
  return operation(id).requestBody!.content['application/json'].example!
}
