import { DateTime } from 'luxon'
import type Venture from '#models/venture'
import Tower from '#models/tower'
import type Property from '#models/property'
import type User from '#models/user'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { unitAttributes } from '#services/ventures/unit_attributes'
import type { VentureUnitInput } from '#validators/venture_unit'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import { VentureFactory } from '#database/factories/venture_factory'
import { TowerFactory } from '#database/factories/tower_factory'
import { UnitFactory } from '#database/factories/unit_factory'

/** A public Indian venture in Hyderabad unless told otherwise (database/factories/venture_factory.ts). */
export async function makeVenture(owner: User, attributes: Partial<Venture> = {}) {
  return VentureFactory.merge({ ownerId: owner.id, ...attributes }).create()
}

/** The builder's venture form (001 §2 Venture Builder): a draft mixed venture in Gachibowli. */
export function ventureForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lakeview Heights',
    description: 'Two towers of east-facing homes next to the lake.',
    builder: 'others',
    builder_name: 'Lakeview Builders',
    venture_type: 'mixed',
    status: 'upcoming',
    property_types: ['apartment'],
    amenities: ['swimming_pool'],
    approvals: ['rera_approved'],
    rera_number: 'P02400005678',
    possession_timeline: '18_months',
    price_range: { min: 4_500_000, max: 9_000_000 },
    total_units: 120,
    state: 'Telangana',
    district: 'Rangareddy',
    city: 'Hyderabad',
    area_name: 'Gachibowli',
    ...overrides,
  }
}

/** The builder's writes over /api with one token (001 §7), each answering the pending request. */
export function builderApi(client: ApiClient, token: string) {
  return {
    createVenture: (overrides: Record<string, unknown> = {}) =>
      client.post(urlFor('api.ventures.store')).bearerToken(token).json(ventureForm(overrides)),
    addTower: (ventureId: number, body: Record<string, unknown>) =>
      client
        .post(urlFor('api.ventures.towers.store', { id: ventureId }))
        .bearerToken(token)
        .json(body),
    generateUnits: (ventureId: number, towerId: number, body: Record<string, unknown>) =>
      client
        .post(urlFor('api.ventures.towers.generate', { id: ventureId, towerId }))
        .bearerToken(token)
        .json(body),
    addUnit: (ventureId: number, body: Record<string, unknown>) =>
      client
        .post(urlFor('api.ventures.units.store', { id: ventureId }))
        .bearerToken(token)
        .json(body),
    publishUnits: (ventureId: number) =>
      client
        .post(urlFor('api.ventures.units.publish', { id: ventureId }))
        .bearerToken(token)
        .json({}),
  }
}

/** The builder's unit form (001 §2 Venture Builder) as /api and the pages take it, a 2 BHK unit 101. */
export function unitForm(overrides: Record<string, unknown> = {}) {
  return {
    unit_name: '101',
    unit_type: 'apartment',
    floor: 1,
    bedrooms: 2,
    bathrooms: 2,
    area: 1200,
    price: 6_500_000,
    ...overrides,
  }
}

/** A tower of one floor of one unit: room for the units a test adds itself. */
export function makeTower(venture: Venture, name = 'Tower A') {
  return TowerFactory.merge({ ventureId: venture.id, name, floors: 1, unitsPerFloor: 1 }).create()
}

export type UnitSpec = {
  number: string
  floor?: number
  bedrooms?: number | null
  status?: string
  unitType?: string
  price?: number
  listingState?: 'active' | 'draft'
}

/** Listed units in a tower (created if needed), with the venture's derived count refreshed. */
export async function addUnits(venture: Venture, towerName: string, units: UnitSpec[]) {
  const tower =
    (await Tower.query().where('venture_id', venture.id).where('name', towerName).first()) ??
    (await TowerFactory.merge({ ventureId: venture.id, name: towerName }).create())
  const created: Property[] = []
  for (const unit of units) {
    created.push(
      await UnitFactory.merge({
        // The columns the builder's form would write (place, title, …), then the test's state.
        ...unitAttributes(venture, tower, {
          unit_name: unit.number,
          unit_type: (unit.unitType ?? 'apartment') as VentureUnitInput['unit_type'],
          floor: unit.floor ?? Math.floor(Number(unit.number) / 100),
          bedrooms: unit.bedrooms === undefined ? 2 : unit.bedrooms,
          bathrooms: 2,
          area: 1200,
          price: unit.price ?? 6_000_000,
        }),
        status: unit.status ?? 'available',
        listingState: unit.listingState ?? 'active',
        publishedAt: unit.listingState === 'draft' ? null : DateTime.now(),
        expiresAt: unit.listingState === 'draft' ? null : DateTime.now().plus({ days: 30 }),
      }).create()
    )
  }
  await refreshUnitCount(db.connection(), venture.id)
  await venture.refresh()
  return { tower, units: created }
}

/**
 * `count` listed units in one new tower, `perFloor` a floor (unit 1204: floor 12), inserted in batches of 500
 * rows (as bin/bench_venture.js does): thousands in a second or two, for the seat-map's big-venture tests.
 */
export async function addManyUnits(
  venture: Venture,
  towerName: string,
  count: number,
  perFloor = 20
) {
  const floors = Math.ceil(count / perFloor)
  const tower = await TowerFactory.merge({
    ventureId: venture.id,
    name: towerName,
    floors,
    unitsPerFloor: perFloor,
  }).create()
  const now = DateTime.now()
  const rows = Array.from({ length: count }, (_, i) => {
    const floor = Math.floor(i / perFloor) + 1
    const number = String(floor * 100 + (i % perFloor) + 1)
    const attributes = unitAttributes(venture, tower, {
      unit_name: number,
      unit_type: 'apartment',
      floor,
      bedrooms: 2 + (i % 3),
      bathrooms: 2,
      area: 1200,
      price: 6_000_000 + floor * 10_000,
    })
    return {
      ...Object.fromEntries(Object.entries(attributes).map(([key, value]) => [snake(key), value])),
      amenities: JSON.stringify(attributes.amenities),
      images: JSON.stringify(attributes.images),
      status: i % 4 === 3 ? 'sold' : 'available',
      listing_state: 'active',
      published_at: now.toSQL({ includeOffset: false }),
      expires_at: now.plus({ days: 30 }).toSQL({ includeOffset: false }),
      created_at: now.toSQL({ includeOffset: false }),
      updated_at: now.toSQL({ includeOffset: false }),
    }
  })
  for (let start = 0; start < rows.length; start += 500)
    await db.table('properties').multiInsert(rows.slice(start, start + 500))
  await refreshUnitCount(db.connection(), venture.id)
  await venture.refresh()
  return tower
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
