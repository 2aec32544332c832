import fc from 'fast-check'
import type { DocumentedOperation } from '#tests/helpers/conformance/contract'
import type { Call } from '#tests/helpers/conformance/send'
import { ACTORS, type World } from '#tests/helpers/conformance/world'

/** The run's one seed: the same requests every run, on every database. */
export const SEED = 26_2026
/** Generated requests per operation; every actor sends at least one of them. */
export const RUNS_PER_OPERATION = 30

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '1 UNION SELECT password FROM users',
  "admin'--",
  "%' AND SLEEP(5) AND '%'='",
  '1) OR (1=1',
]
const HTML = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000\u202e\ufeff',
]
const HUGE = ['x'.repeat(100_000), 'क्ष'.repeat(12_000), '9'.repeat(400), ' '.repeat(5_000)]
const NUMBERS = [0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 9_223_372_036_854_775_807]

/** Rows of the owner (a hostile body or caller then meets a real record), and rows the actors may not touch. */
const OWN = ['property', 'draft', 'venture', 'tower', 'emptyTower', 'draftUnit', 'lead'] as const
const FOREIGN = ['othersProperty', 'othersVenture', 'deleted', 'deletedVenture', 'booking'] as const

function ownIds(world: World) {
  const special = [world.amenity, world.spareTokenId, world.stripePayment.providerOrderId!]
  return [...OWN.map((key) => world[key].id), world.target.id, ...special]
}

/** Another owner's rows, deleted ones, other accounts, none at all. */
function foreignIds(world: World) {
  const { otherOwner, admin } = world.users
  return [...FOREIGN.map((key) => world[key].id), otherOwner.user.id, admin.user.id, 999_999]
}

/** One hostile JSON value: a payload, a huge or odd value, a wrong type, someone else's id. */
function hostileValue(world: World): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...SQL, ...HTML),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(...HUGE),
    fc.constantFrom(...NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...foreignIds(world)),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
  )
}

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)

type BodySchema = { properties?: Record<string, unknown>; required?: string[] }

/**
 * A body that breaks the operation's request schema one way or another: a
 * field of the example replaced, one left out, unknown ones added, or no
 * object at all.
 */
function hostileBody(op: DocumentedOperation, world: World): fc.Arbitrary<unknown> {
  const media = op.requestBody!.content['application/json']
  const schema = media.schema as BodySchema
  const base: Record<string, unknown> = media.example ?? {}
  const fields = [...new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(base)])]
  const value = hostileValue(world)
  const field = fields.length ? fc.constantFrom(...fields) : fc.string({ maxLength: 10 })
  return fc.oneof(
    fc.tuple(field, value).map(([name, v]) => ({ ...base, [name]: v })),
    fc.tuple(field, value, field, value).map(([a, x, b, y]) => ({ ...base, [a]: x, [b]: y })),
    field.map((name) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== name))),
    fc
      .dictionary(fc.string({ minLength: 1, maxLength: 12 }), value, { maxKeys: 4 })
      .map((extra) => ({ ...base, ...extra })),
    fc.oneof(fc.constantFrom([], '', 0, null, true), fc.constantFrom(...SQL, ...HUGE))
  )
}

/** A value for a path parameter: a real row, another user's, none, or not an id at all. */
function hostileParam(world: World) {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ownIds(world)), weight: 3 },
    fc.constantFrom(...foreignIds(world)),
    fc.constantFrom(0, -1, '1.5', '1e3', '9223372036854775808', '99999999999999999999'),
    fc.constantFrom(...SQL, ...HTML.slice(0, 3), 'क', 'amenities', 'property-types'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  )
}

function hostileQuery(op: DocumentedOperation, world: World) {
  const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name)
  // A URL stays under Node's 16 kB of headers: the huge values go in bodies.
  const value = hostileValue(world).map((v) => asText(v).slice(0, 400))
  const key = names.length
    ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 }))
    : fc.string({ maxLength: 10 })
  return fc.dictionary(key, fc.oneof(value, fc.array(value, { maxLength: 2 })), { maxKeys: 4 })
}

/** A multipart upload that is not what the operation takes: odd bytes, odd names, no file. */
function hostileUpload(op: DocumentedOperation) {
  const schema = op.requestBody!.content['multipart/form-data'].schema as BodySchema
  const wanted = Object.keys(schema.properties ?? {})[0]
  return fc.record({
    field: fc.oneof(fc.constant(wanted), fc.constantFrom('file', 'image', 'x')),
    bytes: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    filename: fc.oneof(
      fc.constantFrom('a.png', 'units.xlsx', '../../etc/passwd', 'a.php.jpg', 'क्ष.xls'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    ),
  })
}

/** A webhook delivery that no provider signed: any JSON, any signature or none. */
function forgedDelivery(op: DocumentedOperation, world: World) {
  const header = op.id.endsWith('stripe') ? 'stripe-signature' : 'x-razorpay-signature'
  return fc
    .tuple(fc.jsonValue({ maxDepth: 2 }), fc.option(hostileValue(world).map(asText)))
    .map(([event, signature]) => ({
      payload: JSON.stringify(event) ?? 'null',
      headers:
        signature === null
          ? {}
          : { [header]: signature.replace(/[^\x20-\x7e]/g, '').slice(0, 4000) },
    }))
}

/** A JSON body that does not parse. */
const malformedJson = fc
  .constantFrom('{', '{"name":', "{'name': 1}", '[1,]', 'NaN', '{"a":1}}', '\u0000')
  .map((payload) => ({ payload, headers: {} }))

/** The hostile requests of one operation: RUNS_PER_OPERATION of them, fixed by the seed. */
export function hostileCalls(op: DocumentedOperation, world: World, seed: number): Call[] {
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name)
  const media = op.requestBody?.content ?? {}
  const call = fc.record({
    params: fc.record(Object.fromEntries(pathNames.map((name) => [name, hostileParam(world)]))),
    qs: hostileQuery(op, world),
    body: media['application/json'] ? hostileBody(op, world) : fc.constant(undefined),
    file: media['multipart/form-data']
      ? fc.option(hostileUpload(op), { nil: undefined })
      : fc.constant(undefined),
    raw: op.id.includes('webhooks')
      ? forgedDelivery(op, world)
      : media['application/json']
        ? fc.option(malformedJson, { freq: 6, nil: undefined })
        : fc.constant(undefined),
  })
  return fc
    .sample(call, { seed, numRuns: RUNS_PER_OPERATION })
    .map((generated, index) => ({ ...generated, actor: ACTORS[index % ACTORS.length] }))
}
