import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { makeVenture } from '#tests/helpers/ventures'

type Who = 'anonymous' | 'customer' | 'partner' | 'agent' | 'admin'
const ROLES: Who[] = ['anonymous', 'customer', 'partner', 'agent', 'admin']

type Ids = {
  target: number
  property: number
  venture: number
  amenity: number
  amenityName: string
  booking: number
}
type Route = {
  method: 'get' | 'put' | 'post' | 'delete'
  url: (ids: Ids) => string
  body?: Record<string, unknown> | ((ids: Ids) => Record<string, unknown>)
  write: boolean
  okStatus: number
}

type RouteName = Parameters<typeof urlFor>[0]

/** An admin write: on /api (`api`, answering `apiStatus`) and on the pages (`web`, a redirect back). */
type Write = {
  method: Route['method']
  api: RouteName
  web: RouteName
  params: (ids: Ids) => Record<string, unknown>
  body?: Route['body']
  apiStatus: number
}

const WRITES: Write[] = [
  {
    method: 'put',
    api: 'api.admin.users.role',
    web: 'admin.users.role',
    params: (ids) => ({ id: ids.target }),
    body: { role: 'agent' },
    apiStatus: 200,
  },
  {
    method: 'delete',
    api: 'api.admin.users.destroy',
    web: 'admin.users.destroy',
    params: (ids) => ({ id: ids.target }),
    apiStatus: 204,
  },
  {
    method: 'post',
    api: 'api.admin.users.restore',
    web: 'admin.users.restore',
    params: (ids) => ({ id: ids.target }),
    apiStatus: 200,
  },
  {
    method: 'delete',
    api: 'api.admin.properties.destroy',
    web: 'admin.properties.destroy',
    params: (ids) => ({ id: ids.property }),
    apiStatus: 204,
  },
  {
    method: 'post',
    api: 'api.admin.properties.restore',
    web: 'admin.properties.restore',
    params: (ids) => ({ id: ids.property }),
    apiStatus: 204,
  },
  {
    method: 'delete',
    api: 'api.admin.ventures.destroy',
    web: 'admin.ventures.destroy',
    params: (ids) => ({ id: ids.venture }),
    apiStatus: 204,
  },
  {
    method: 'post',
    api: 'api.admin.ventures.restore',
    web: 'admin.ventures.restore',
    params: (ids) => ({ id: ids.venture }),
    apiStatus: 204,
  },
  {
    method: 'post',
    api: 'api.admin.master_data.store',
    web: 'admin.master_data.store',
    params: () => ({ type: 'amenities' }),
    body: (ids) => ({
      name: `${ids.amenityName}_new`,
      label: 'Rooftop Garden',
      category: 'Outdoor',
    }),
    apiStatus: 201,
  },
  {
    method: 'put',
    api: 'api.admin.master_data.update',
    web: 'admin.master_data.update',
    params: (ids) => ({ type: 'amenities', id: ids.amenity }),
    body: (ids) => ({ name: ids.amenityName, label: 'Steam Sauna' }),
    apiStatus: 200,
  },
  {
    method: 'post',
    api: 'api.admin.master_data.retire',
    web: 'admin.master_data.retire',
    params: (ids) => ({ type: 'amenities', id: ids.amenity }),
    body: { retired: true },
    apiStatus: 200,
  },
  {
    method: 'delete',
    api: 'api.admin.master_data.destroy',
    web: 'admin.master_data.destroy',
    params: (ids) => ({ type: 'amenities', id: ids.amenity }),
    apiStatus: 204,
  },
  {
    method: 'post',
    api: 'api.admin.bookings.cancel',
    web: 'admin.bookings.cancel',
    params: (ids) => ({ id: ids.booking }),
    body: {},
    apiStatus: 200,
  },
]

/** The writes as routes of one side; a page's write answers with a redirect (302). */
const writes = (side: 'api' | 'web'): Route[] =>
  WRITES.map((write) => ({
    method: write.method,
    url: (ids) => urlFor(write[side], write.params(ids)),
    body: write.body,
    write: true,
    okStatus: side === 'api' ? write.apiStatus : 302,
  }))

/** Every admin route (issue 16; 001 §7), on /api with a token and on the page's session routes. */
const API: Route[] = [
  { method: 'get', url: () => urlFor('api.admin.users.index'), write: false, okStatus: 200 },
  { method: 'get', url: () => urlFor('api.admin.properties.index'), write: false, okStatus: 200 },
  { method: 'get', url: () => urlFor('api.admin.ventures.index'), write: false, okStatus: 200 },
  { method: 'get', url: () => urlFor('api.admin.leads.index'), write: false, okStatus: 200 },
  { method: 'get', url: () => urlFor('api.admin.bookings.index'), write: false, okStatus: 200 },
  { method: 'get', url: () => urlFor('api.admin.audit_logs.index'), write: false, okStatus: 200 },
  {
    method: 'get',
    url: () => urlFor('api.admin.master_data.index', { type: 'amenities' }),
    write: false,
    okStatus: 200,
  },
  {
    method: 'get',
    url: () => urlFor('api.admin.contact_submissions'),
    write: false,
    okStatus: 200,
  },
  ...writes('api'),
]

const WEB: Route[] = [
  { method: 'get', url: () => urlFor('admin'), write: false, okStatus: 200 },
  {
    method: 'get',
    url: () => urlFor('admin', {}, { qs: { tab: 'users' } }),
    write: false,
    okStatus: 200,
  },
  {
    method: 'get',
    url: () => urlFor('admin', {}, { qs: { tab: 'messages' } }),
    write: false,
    okStatus: 200,
  },
  {
    method: 'get',
    url: () => urlFor('admin', {}, { qs: { tab: 'audit' } }),
    write: false,
    okStatus: 200,
  },
  {
    method: 'get',
    url: () =>
      urlFor('admin', {}, { qs: { tab: 'master-data', type: 'locations', location_type: 'city' } }),
    write: false,
    okStatus: 200,
  },
  ...writes('web'),
]

let worlds = 0

async function world(): Promise<Ids> {
  const amenityName = `sauna_${++worlds}`
  const target = await UserFactory.create()
  const property = await PropertyFactory.merge({ ownerId: target.id }).create()
  const venture = await makeVenture(target)
  const [amenity] = await db.table('amenities').insert({
    name: amenityName,
    label: 'Sauna',
    category: 'Indoor',
    display_order: 1,
    created_at: '2026-01-01 00:00:00',
  })
  const buyer = await UserFactory.create()
  const booking = await BookingFactory.merge({
    propertyId: property.id,
    userId: buyer.id,
    amount: 50_000,
    status: 'pending',
    createdAt: DateTime.fromSQL('2026-01-01 00:00:00'),
  }).create()
  return {
    target: target.id,
    property: property.id,
    venture: venture.id,
    amenity: Number(amenity),
    amenityName,
    booking: booking.id,
  }
}

/** Everything an admin write could change. */
async function snapshot(ids: Ids) {
  const [user, property, venture, amenities, booking, audit, tokens] = await Promise.all([
    db.from('users').where('id', ids.target).select('role', 'deleted_at').first(),
    db.from('properties').where('id', ids.property).select('deleted_at').first(),
    db.from('ventures').where('id', ids.venture).select('deleted_at', 'is_public').first(),
    db.from('amenities').orderBy('id').select('name', 'label', 'retired_at'),
    db.from('bookings').where('id', ids.booking).select('status').first(),
    db.from('audit_logs').count('* as total').first(),
    db.from('auth_access_tokens').count('* as total').first(),
  ])
  return JSON.stringify({
    user,
    property,
    venture,
    amenities,
    booking,
    audit: Number(audit.total),
    tokens: Number(tokens.total),
  })
}

async function caller(who: Who) {
  if (who === 'anonymous') return { user: null, token: null }
  const user =
    who === 'customer' ? await UserFactory.create() : await UserFactory.apply(who).create()
  const accessToken = await User.accessTokens.create(user)
  const token = accessToken.value!.release()
  return { user, token }
}

function send(client: ApiClient, route: Route, ids: Ids) {
  const request = client[route.method](route.url(ids))
  const body = typeof route.body === 'function' ? route.body(ids) : route.body
  return body ? request.json(body as never) : request
}

/**
 * Sends each route as `who`, each against a fresh world: an admin gets the route's own answer;
 * anyone else gets `refused`'s checks, and a write changes nothing.
 */
async function tryEveryRoute(
  assert: Assert,
  routes: Route[],
  who: Who,
  request: (
    route: Route,
    ids: Ids,
    account: Awaited<ReturnType<typeof caller>>
  ) => Promise<ApiResponse>,
  refused: (response: ApiResponse, route: Route, label: string) => void
) {
  for (const route of routes) {
    const ids = await world()
    const account = await caller(who)
    const before = await snapshot(ids)
    const response = await request(route, ids, account)
    const label = `${route.method.toUpperCase()} ${route.url(ids)} as ${who}`
    if (who === 'admin') {
      assert.equal(response.status(), route.okStatus, `${label}: ${response.text().slice(0, 200)}`)
      continue
    }
    refused(response, route, label)
    if (route.write) assert.equal(await snapshot(ids), before, `${label} changed something`)
  }
}

test.group('Admin routes × roles (000 §6, 001 §6): only admins see or change anything', (group) => {
  isolated(group)

  for (const who of ROLES) {
    test(`/api/admin as ${who}`, async ({ client, assert }) => {
      await tryEveryRoute(
        assert,
        API,
        who,
        (route, ids, { token }) => {
          const request = send(client, route, ids)
          return token ? request.bearerToken(token) : request
        },
        (response, _route, label) => {
          assert.equal(response.status(), who === 'anonymous' ? 401 : 403, label)
          assert.property(response.body(), 'detail', label)
        }
      )
    })
  }

  for (const who of ROLES) {
    test(`web admin routes as ${who}`, async ({ client, assert }) => {
      await tryEveryRoute(
        assert,
        WEB,
        who,
        (route, ids, { user }) => {
          let request = send(client, route, ids).withCsrfToken().redirects(0)
          if (route.method === 'get') request = request.withInertia()
          return user ? request.loginAs(user) : request
        },
        (response, route, label) => {
          const refused = who === 'anonymous' ? (route.method === 'get' ? 401 : 302) : 403
          assert.equal(response.status(), refused, label)
          if (who === 'anonymous' && route.method !== 'get')
            assert.equal(response.header('location'), urlFor('home'), label)
        }
      )
    })
  }
})
