import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { apiRoutes } from '#services/openapi/api_routes'
import { NOT_OPERATIONS, documentedRoutes } from '#services/openapi/api_document'
import { CONTRACT_VERSION, unmatched } from '#services/openapi/build_document'
import { registerValidator } from '#validators/auth'
import { propertySearchValidator } from '#validators/property_search'
import { ventureValidator } from '#validators/venture'

type Operation = {
  operationId: string
  security: Record<string, string[]>[]
  parameters: { name: string; in: string }[]
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> }
  responses: Record<string, { $ref?: string }>
}
type Document = {
  openapi: string
  info: { version: string }
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, unknown>
    responses: Record<string, { headers?: Record<string, unknown> }>
    securitySchemes: Record<string, { type: string; name?: string }>
  }
}

async function fetchDocument(client: any): Promise<Document> {
  const response = await client.get(urlFor('api.openapi'))
  response.assertStatus(200)
  return response.body()
}

function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op }))
  )
}

test.group('GET /api/openapi.json', () => {
  test('every /api route is an operation, and every operation a route', async ({
    client,
    assert,
  }) => {
    const document = await fetchDocument(client)
    const routes = documentedRoutes()
    assert.isAbove(routes.length, 80)
    const documented = new Map(
      operations(document).map(({ path, method, op }) => [op.operationId, { path, method }])
    )
    for (const route of routes)
      assert.deepEqual(
        documented.get(route.name),
        { path: route.path, method: route.method },
        route.name
      )
    const names = new Set(apiRoutes(router).map((route) => route.name))
    for (const name of documented.keys()) assert.isTrue(names.has(name), `${name} names no route`)
    assert.equal(documented.size, routes.length)
    assert.deepEqual(unmatched(routes), { undocumented: [], unrouted: [] })
    // Only the docs page and its files are left out, as pages for people.
    assert.sameMembers(
      apiRoutes(router)
        .filter((route) => NOT_OPERATIONS.has(route.name))
        .map((r) => r.name),
      ['api.docs', 'api.docs.asset']
    )
  })

  test('a route without an entry, or an entry without a route, is reported', async ({ assert }) => {
    const routes = documentedRoutes()
    const stray = { name: 'api.stray', method: 'get', pattern: '/api/stray', path: '/api/stray' }
    assert.deepEqual(unmatched([...routes, stray]).undocumented, ['api.stray'])
    assert.deepEqual(unmatched(routes.filter((route) => route.name !== 'api.auth.me')).unrouted, [
      'api.auth.me',
    ])
  })

  test('is valid OpenAPI 3.1 by redocly lint (recommended rules), 0 warnings', async ({
    client,
    assert,
  }) => {
    const document = await fetchDocument(client)
    assert.equal(document.openapi, '3.1.0')
    assert.equal(document.info.version, CONTRACT_VERSION)
    assert.match(document.info.version, /^\d+\.\d+\.\d+$/)
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'))
    const file = join(dir, 'openapi.json')
    await writeFile(file, JSON.stringify(document))
    const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js')
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--format=json', `--config=${join(process.cwd(), 'redocly.yaml')}`],
      {
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }
    )
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number } }
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 })
  }).timeout(60_000)

  test('request schemas are the validators’ own; every schema compiles as JSON Schema 2020-12', async ({
    client,
    assert,
  }) => {
    const document = await fetchDocument(client)
    const register = document.paths['/api/auth/register'].post.requestBody!
    assert.deepEqual(register.content['application/json'].schema, registerValidator.toJSONSchema())
    const venture = document.paths['/api/ventures'].post.requestBody!
    assert.deepEqual(venture.content['application/json'].schema, ventureValidator.toJSONSchema())
    const search = document.paths['/api/properties'].get.parameters.map((p) => p.name)
    const searchSchema = propertySearchValidator.toJSONSchema() as { properties: object }
    assert.sameMembers(search, Object.keys(searchSchema.properties))
    // The whole document as one schema resource, so that each `#/components/schemas/…` resolves.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
    ajv.addSchema({ $id: 'openapi.json', components: document.components })
    for (const name of Object.keys(document.components.schemas))
      assert.isFunction(ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` }), name)
  })

  test('refusals: 401 on Bearer operations, 429 with Retry-After, the error body and the schemes', async ({
    client,
    assert,
  }) => {
    const document = await fetchDocument(client)
    const { responses, securitySchemes, schemas } = document.components
    assert.properties(schemas.Error as object, ['properties'])
    assert.deepInclude((schemas.Error as { required: string[] }).required, 'detail')
    assert.property(responses.TooManyRequests.headers, 'Retry-After')
    assert.deepEqual(securitySchemes.bearer.type, 'http')
    assert.deepEqual(securitySchemes.stripeSignature.name, 'Stripe-Signature')
    assert.deepEqual(securitySchemes.razorpaySignature.name, 'X-Razorpay-Signature')
    for (const { op } of operations(document)) {
      const bearer =
        op.security.some((s) => 'bearer' in s) && !op.security.some((s) => !Object.keys(s).length)
      if (bearer) assert.property(op.responses, '401', op.operationId)
      for (const status of ['401', '403', '404', '409', '410', '413', '422', '429'])
        if (op.responses[status])
          assert.match(op.responses[status].$ref!, /^#\/components\/responses\//)
    }
    const signup = document.paths['/api/auth/register'].post
    assert.properties(signup.responses, ['201', '413', '415', '422', '429'])
    assert.isObject(signup.requestBody!.content['application/json'].example)
  })
})
