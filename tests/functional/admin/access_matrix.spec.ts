import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
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
  {
    method: 'put',
    url: (ids) => urlFor('api.admin.users.role', { id: ids.target }),
    body: { role: 'agent' },
    write: true,
    okStatus: 200,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('api.admin.users.destroy', { id: ids.target }),
    write: true,
    okStatus: 204,
  },
  {
    method: 'post',
    url: (ids) => urlFor('api.admin.users.restore', { id: ids.target }),
    write: true,
    okStatus: 200,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('api.admin.properties.destroy', { id: ids.property }),
    write: true,
    okStatus: 204,
  },
  {
    method: 'post',
    url: (ids) => urlFor('api.admin.properties.restore', { id: ids.property }),
    write: true,
    okStatus: 204,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('api.admin.ventures.destroy', { id: ids.venture }),
    write: true,
    okStatus: 204,
  },
  {
    method: 'post',
    url: (ids) => urlFor('api.admin.ventures.restore', { id: ids.venture }),
    write: true,
    okStatus: 204,
  },
  {
    method: 'post',
    url: () => urlFor('api.admin.master_data.store', { type: 'amenities' }),
    body: (ids) => ({
      name: `${ids.amenityName}_new`,
      label: 'Rooftop Garden',
      category: 'Outdoor',
    }),
    write: true,
    okStatus: 201,
  },
  {
    method: 'put',
    url: (ids) => urlFor('api.admin.master_data.update', { type: 'amenities', id: ids.amenity }),
    body: (ids) => ({ name: ids.amenityName, label: 'Steam Sauna' }),
    write: true,
    okStatus: 200,
  },
  {
    method: 'post',
    url: (ids) => urlFor('api.admin.master_data.retire', { type: 'amenities', id: ids.amenity }),
    body: { retired: true },
    write: true,
    okStatus: 200,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('api.admin.master_data.destroy', { type: 'amenities', id: ids.amenity }),
    write: true,
    okStatus: 204,
  },
  {
    method: 'post',
    url: (ids) => urlFor('api.admin.bookings.cancel', { id: ids.booking }),
    body: {},
    write: true,
    okStatus: 200,
  },
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
  {
    method: 'put',
    url: (ids) => urlFor('admin.users.role', { id: ids.target }),
    body: { role: 'agent' },
    write: true,
    okStatus: 302,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('admin.users.destroy', { id: ids.target }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'post',
    url: (ids) => urlFor('admin.users.restore', { id: ids.target }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('admin.properties.destroy', { id: ids.property }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'post',
    url: (ids) => urlFor('admin.properties.restore', { id: ids.property }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('admin.ventures.destroy', { id: ids.venture }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'post',
    url: (ids) => urlFor('admin.ventures.restore', { id: ids.venture }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'post',
    url: () => urlFor('admin.master_data.store', { type: 'amenities' }),
    body: (ids) => ({ name: `${ids.amenityName}_new`, label: 'Rooftop Garden' }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'put',
    url: (ids) => urlFor('admin.master_data.update', { type: 'amenities', id: ids.amenity }),
    body: (ids) => ({ name: ids.amenityName, label: 'Steam Sauna' }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'post',
    url: (ids) => urlFor('admin.master_data.retire', { type: 'amenities', id: ids.amenity }),
    body: { retired: true },
    write: true,
    okStatus: 302,
  },
  {
    method: 'delete',
    url: (ids) => urlFor('admin.master_data.destroy', { type: 'amenities', id: ids.amenity }),
    write: true,
    okStatus: 302,
  },
  {
    method: 'post',
    url: (ids) => urlFor('admin.bookings.cancel', { id: ids.booking }),
    body: {},
    write: true,
    okStatus: 302,
  },
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

test.group('Admin routes × roles (000 §6, 001 §6): only admins see or change anything', (group) => {
  isolated(group)

  for (const who of ROLES) {
    test(`/api/admin as ${who}`, async ({ client, assert }) => {
      for (const route of API) {
        const ids = await world()
        const { token } = await caller(who)
        const before = await snapshot(ids)
        const request = send(client, route, ids)
        const response = await (token ? request.bearerToken(token) : request)
        const label = `${route.method.toUpperCase()} ${route.url(ids)} as ${who}`
        if (who === 'admin') {
          assert.equal(
            response.status(),
            route.okStatus,
            `${label}: ${response.text().slice(0, 200)}`
          )
          continue
        }
        assert.equal(response.status(), who === 'anonymous' ? 401 : 403, label)
        assert.property(response.body(), 'detail', label)
        if (route.write) assert.equal(await snapshot(ids), before, `${label} changed something`)
      }
    })
  }

  for (const who of ROLES) {
    test(`web admin routes as ${who}`, async ({ client, assert }) => {
      for (const route of WEB) {
        const ids = await world()
        const { user } = await caller(who)
        const before = await snapshot(ids)
        let request = send(client, route, ids).withCsrfToken().redirects(0)
        if (route.method === 'get') request = request.withInertia()
        const response = await (user ? request.loginAs(user) : request)
        const label = `${route.method.toUpperCase()} ${route.url(ids)} as ${who}`
        if (who === 'admin') {
          assert.equal(
            response.status(),
            route.okStatus,
            `${label}: ${response.text().slice(0, 200)}`
          )
          continue
        }
        const refused = who === 'anonymous' ? (route.method === 'get' ? 401 : 302) : 403
        assert.equal(response.status(), refused, label)
        if (who === 'anonymous' && route.method !== 'get')
          assert.equal(response.header('location'), urlFor('home'), label)
        if (route.write) assert.equal(await snapshot(ids), before, `${label} changed something`)
      }
    })
  }
})
