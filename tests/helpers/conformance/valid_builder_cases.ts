import { unitRow, unitRows, workbook } from '#tests/helpers/bulk'
import { on, type Context, type ValidCase } from '#tests/helpers/conformance/valid_call'
import { example } from '#tests/helpers/conformance/contract'

/** A sheet previewed by the owner (`rows` with a row the preview refuses, for the error copy). */
async function preview({ client, world }: Context, rows = unitRows(2)) {
  const response = await client
    .post('/api/bulk-upload/preview')
    .bearerToken(world.users.owner.token)
    .file('file', await workbook(rows), { filename: 'units.xlsx' })
  response.assertStatus(200)
  return response.body().id as number
}

async function imported(context: Context) {
  const response = await context.client
    .post('/api/bulk-upload/process')
    .bearerToken(context.world.users.owner.token)
    .json({ preview_id: await preview(context) })
  response.assertStatus(200)
  return response.body().id as number
}

const admin =
  (status = 200): ValidCase =>
  () => ({ actor: 'admin', status })
const amenity = (context: Context) => ({ type: 'amenities', id: context.world.amenity })
const ventureOf = ({ world }: Context) => ({ id: world.venture.id })
const towerOf = ({ world }: Context) => ({ id: world.venture.id, towerId: world.emptyTower.id })

const withProblems = () => [...unitRows(1), unitRow({ Price: 'a lot' })]

/** The ventures, the builder, bulk upload, leads, admin, the assistant and Contact Us. */
export const builderCases: Record<string, ValidCase> = {
  'api.ventures.index': () => ({ actor: 'anonymous', qs: { limit: 5 }, status: 200 }),
  'api.ventures.show': (c) => ({ actor: 'anonymous', params: ventureOf(c), status: 200 }),
  'api.ventures.units': (c) => ({ actor: 'anonymous', params: ventureOf(c), status: 200 }),
  'api.ventures.site_visits': (c) => ({
    actor: 'anonymous',
    params: ventureOf(c),
    body: example('api.ventures.site_visits'),
    status: 201,
  }),
  'api.ventures.contact': (c) => ({
    actor: 'customer',
    params: ventureOf(c),
    body: example('api.ventures.contact'),
    status: 201,
  }),
  'api.ventures.store': () => ({
    actor: 'owner',
    body: example('api.ventures.store'),
    status: 201,
  }),
  'api.ventures.update': (c) => ({
    actor: 'owner',
    params: ventureOf(c),
    body: example('api.ventures.update'),
    status: 200,
  }),
  'api.ventures.visibility': (c) => ({
    actor: 'owner',
    params: ventureOf(c),
    body: example('api.ventures.visibility'),
    status: 200,
  }),
  'api.ventures.destroy': (c) => ({ actor: 'owner', params: ventureOf(c), status: 204 }),
  'api.my_ventures': () => ({ actor: 'owner', status: 200 }),
  'api.ventures.towers.store': (c) => ({
    actor: 'owner',
    params: ventureOf(c),
    body: { ...example('api.ventures.towers.store'), name: 'Tower D' },
    status: 201,
  }),
  'api.ventures.towers.update': (c) => ({
    actor: 'owner',
    params: towerOf(c),
    body: { ...example('api.ventures.towers.update'), name: 'Tower C' },
    status: 200,
  }),
  'api.ventures.towers.destroy': (c) => ({ actor: 'owner', params: towerOf(c), status: 204 }),
  'api.ventures.towers.generate': (c) => ({
    actor: 'owner',
    params: towerOf(c),
    body: example('api.ventures.towers.generate'),
    status: 201,
  }),
  'api.ventures.units.index': (c) => ({ actor: 'owner', params: ventureOf(c), status: 200 }),
  'api.ventures.units.store': (c) => ({
    actor: 'owner',
    params: ventureOf(c),
    body: {
      ...example('api.ventures.units.store'),
      tower_id: c.world.tower.id,
      unit_name: 'A-901',
    },
    status: 201,
  }),
  'api.ventures.units.update': (c) => ({
    actor: 'owner',
    params: { id: c.world.venture.id, unitId: c.world.draftUnit.id },
    body: { ...example('api.ventures.units.update'), tower_id: c.world.tower.id },
    status: 200,
  }),
  'api.ventures.units.destroy': (c) => ({
    actor: 'owner',
    params: { id: c.world.venture.id, unitId: c.world.draftUnit.id },
    status: 204,
  }),
  'api.ventures.units.publish': (c) => ({
    actor: 'owner',
    params: ventureOf(c),
    body: { unit_ids: [c.world.draftUnit.id] },
    status: 200,
  }),
  'api.bulk_upload.template': () => ({ actor: 'anonymous', status: 200 }),
  'api.bulk_upload.preview': async () => ({
    actor: 'owner',
    file: { field: 'file', bytes: await workbook(unitRows(2)), filename: 'units.xlsx' },
    status: 200,
  }),
  'api.bulk_upload.process': async (c) => ({
    actor: 'owner',
    body: { preview_id: await preview(c) },
    status: 200,
  }),
  'api.bulk_upload.error_copy': async (c) => ({
    actor: 'owner',
    body: { preview_id: await preview(c, withProblems()) },
    status: 200,
  }),
  'api.bulk_upload.imports': () => ({ actor: 'owner', status: 200 }),
  'api.bulk_upload.imports.show': async (c) => ({
    actor: 'owner',
    params: { id: await imported(c) },
    status: 200,
  }),
  'api.bulk_upload.imports.file': async (c) => ({
    actor: 'owner',
    params: { id: await imported(c) },
    status: 200,
  }),
  'api.bulk_upload.imports.undo': async (c) => ({
    actor: 'owner',
    params: { id: await imported(c) },
    status: 200,
  }),
  'api.dashboard.stats': () => ({ actor: 'owner', status: 200 }),
  'api.leads.index': () => ({ actor: 'owner', status: 200 }),
  'api.leads.status': (c) => ({
    actor: 'owner',
    params: { id: c.world.lead.id },
    qs: { status: 'contacted' },
    status: 200,
  }),
  'api.admin.users.index': admin(),
  'api.admin.properties.index': admin(),
  'api.admin.ventures.index': admin(),
  'api.admin.leads.index': admin(),
  'api.admin.bookings.index': admin(),
  'api.admin.audit_logs.index': admin(),
  'api.admin.contact_submissions': admin(),
  'api.admin.master_data.index': () => ({
    actor: 'admin',
    params: { type: 'amenities' },
    status: 200,
  }),
  'api.admin.users.role': on('admin', 'target', 200, 'api.admin.users.role'),
  'api.admin.users.destroy': on('admin', 'target', 204),
  'api.admin.users.restore': on('admin', 'deletedUser', 200),
  'api.admin.properties.destroy': on('admin', 'property', 204),
  'api.admin.properties.restore': on('admin', 'deleted', 204),
  'api.admin.ventures.destroy': (c) => ({ actor: 'admin', params: ventureOf(c), status: 204 }),
  'api.admin.ventures.restore': on('admin', 'deletedVenture', 204),
  'api.admin.master_data.store': (c) => ({
    actor: 'admin',
    params: { type: 'amenities' },
    body: { name: `rooftop_${c.world.n}`, label: 'Rooftop garden', category: 'Outdoor' },
    status: 201,
  }),
  'api.admin.master_data.update': (c) => ({
    actor: 'admin',
    params: amenity(c),
    body: { name: `conformance_${c.world.n}`, label: 'Steam sauna' },
    status: 200,
  }),
  'api.admin.master_data.destroy': (c) => ({ actor: 'admin', params: amenity(c), status: 204 }),
  'api.admin.master_data.retire': (c) => ({
    actor: 'admin',
    params: amenity(c),
    body: example('api.admin.master_data.retire'),
    status: 200,
  }),
  'api.admin.credits.grants': ({ world }) => ({
    actor: 'admin',
    body: { ...example('api.admin.credits.grants'), email: world.users.customer.user.email },
    status: 201,
  }),
  'api.admin.listings.expire': () => ({
    actor: 'admin',
    body: example('api.admin.listings.expire'),
    status: 200,
  }),
  'api.chat.send': () => ({ actor: 'anonymous', body: example('api.chat.send'), status: 200 }),
  'api.contact.submit': () => ({
    actor: 'customer',
    body: example('api.contact.submit'),
    status: 201,
  }),
  'api.openapi': () => ({ actor: 'anonymous', status: 200 }),
}

/** Second requests to some operations: answers of another documented shape. */
export const moreCases: [string, ValidCase][] = [
  [
    'api.bulk_upload.process',
    async (c) => ({
      actor: 'owner',
      body: { preview_id: await preview(c, withProblems()) },
      status: 200,
    }),
  ],
  [
    'api.chat.send',
    ({ world }) => ({
      actor: 'anonymous',
      body: {
        message: 'contact the owner of the first one',
        shown: { kind: 'properties', ids: [world.property.id] },
      },
      status: 200,
    }),
  ],
  ['api.admin.listings.expire', () => ({ actor: 'admin', body: { dry_run: false }, status: 200 })],
]
