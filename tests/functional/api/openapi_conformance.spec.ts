import { test } from '@japa/runner'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { isolated } from '#tests/helpers/db'
import { apiDocument } from '#services/openapi/api_document'
import { withLocationTree } from '../posting/helpers.js'
import {
  bodyOf,
  conformanceWorld,
  pathValues,
  uploadOf,
  type Learned,
  type World,
} from './conformance_world.js'

type Op = {
  operationId: string
  requestBody?: { content: Record<string, { example?: unknown; schema: any }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>
}

/** Run last, in this order: they read what an earlier one made, delete what the others read, or end the session. */
const LAST = [
  'api.bulk_upload.imports.show',
  'api.bulk_upload.imports.undo',
  'api.properties.destroy',
  'api.properties.restore',
  'api.admin.properties.destroy',
  'api.admin.properties.restore',
  'api.ventures.units.destroy',
  'api.ventures.towers.destroy',
  'api.admin.ventures.destroy',
  'api.admin.ventures.restore',
  'api.admin.master_data.destroy',
  'api.admin.users.destroy',
  'api.admin.users.restore',
  'api.favorites.destroy',
  'api.auth.tokens.destroy',
  'api.ventures.destroy',
  'api.auth.logout',
  'api.auth.logout_all',
]

/** Read once the routes are committed (the test server has started). */
let document: any
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
const compiled = new Map<unknown, ValidateFunction>()

/** A schema of the document, its `#/components/…` references read from the document. */
function validatorOf(schema: unknown) {
  if (!compiled.has(schema)) {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')
    compiled.set(schema, ajv.compile(JSON.parse(text)))
  }
  return compiled.get(schema)!
}

/** What is wrong with an answer by the document: an undocumented status, or a body off its schema. */
function problemOf(op: Op, status: number, contentType: string, body: unknown): string | null {
  let response = op.responses[String(status)]
  if (!response) return status >= 500 ? `${status}: a server error` : `${status} is not documented`
  if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()!]
  const json = response.content?.['application/json']
  if (!json) return null
  if (!contentType.includes('json')) return `${status} answered ${contentType}, not JSON`
  const validate = validatorOf(json.schema)
  return validate(body) ? null : `${status}: ${ajv.errorsText(validate.errors)}`
}

function operations() {
  const all = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Op>).map(([method, op]) => ({ path, method, op }))
  )
  const last = (name: string) => LAST.indexOf(name)
  return [
    ...all.filter(({ op }) => last(op.operationId) < 0),
    ...LAST.map((name) => all.find(({ op }) => op.operationId === name)!),
  ]
}

async function send(client: any, world: World, learned: Learned, entry: any) {
  const { path, method, op } = entry as { path: string; method: string; op: Op }
  const values = pathValues(op.operationId, world, learned)
  const url = path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(values[name])))
  const token = op.operationId === 'api.auth.logout' ? world.logoutToken : world.token
  let request = client[method](url).bearerToken(token)
  if (op.operationId === 'api.leads.status') request = request.qs({ status: 'contacted' })
  const content = op.requestBody?.content ?? {}
  if (content['multipart/form-data']) {
    const field = Object.keys(content['multipart/form-data'].schema.properties)[0]
    const { bytes, filename } = await uploadOf(field)
    return request.file(field, bytes, { filename })
  }
  const example = content['application/json']?.example
  const body = bodyOf(op.operationId, example, world, learned)
  return body === undefined ? request : request.json(body)
}

test.group('Every documented operation, with a valid request, answers as documented', (group) => {
  isolated(group)
  withLocationTree(group)

  test('documented statuses, bodies valid by the document (Ajv 2020), 0 server errors', async ({
    client,
    assert,
  }) => {
    document = apiDocument()
    ajv.addSchema({ $id: 'openapi.json', components: document.components })
    const world = await conformanceWorld()
    const learned: Learned = {}
    const problems: string[] = []
    const succeeded: string[] = []
    const refused: string[] = []
    for (const entry of operations()) {
      const response = await send(client, world, learned, entry)
      const status = response.status()
      const body = response.body()
      const problem = problemOf(entry.op, status, response.header('content-type') ?? '', body)
      if (problem) problems.push(`${entry.op.operationId}: ${problem}`)
      if (status < 300) succeeded.push(entry.op.operationId)
      else refused.push(`${entry.op.operationId} ${status}`)
      const name = entry.op.operationId
      if (name === 'api.bulk_upload.preview' && status === 200) learned.preview = body.id
      if (name === 'api.bulk_upload.process' && status < 300) learned.import = body.id
      if (name === 'api.admin.master_data.store' && status === 201) learned.item = body.id
    }
    assert.deepEqual(problems, [])
    const total = operations().length
    console.log(
      `conformance: ${total} operations, ${succeeded.length} answered 2xx; refused: ${refused}`
    )
    // Every read succeeds; the writes whose example cannot apply here answer a documented refusal.
    const reads = operations()
      .filter(({ method }) => method === 'get')
      .map(({ op }) => op.operationId)
    assert.deepEqual(
      reads.filter((name) => !succeeded.includes(name)),
      []
    )
  }).timeout(180_000)
})
