import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import User from '#models/user'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import LocationTree from '#services/locations/location_tree'
import CreditLedger from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'

/** A valid property form (001 §3) for the tests to break one field at a time. */
export function validForm(overrides: Record<string, unknown> = {}) {
  return {
    title: '3 BHK apartment with lake view',
    property_type: 'apartment',
    price: 8500000.5,
    area: 1450.4,
    state: 'Telangana',
    district: 'Rangareddy',
    city: 'Hyderabad',
    area_name: 'Gachibowli',
    description:
      'East facing flat on the 7th floor, two covered parking spots, close to the metro and schools.',
    bedrooms: 3,
    bathrooms: 2,
    amenities: ['Gym', ' Lake view ', '', 'gym', 'swimming_pool'],
    images: ['https://img.example.com/a.jpg', 'https://img.example.com/a.jpg', '  '],
    status: 'available',
    lat: 0,
    lng: 0,
    ...overrides,
  }
}

/** A user with `credits` credits granted through the ledger, and an /api token. */
export async function ownerWithCredits(credits: number, state?: 'admin') {
  const user = state ? await UserFactory.apply(state).create() : await UserFactory.create()
  if (credits > 0)
    await new CreditLedger().grant(user, credits, {
      reason: 'test',
      idempotencyKey: `test:${user.id}`,
    })
  const token = await User.accessTokens.create(user)
  return { user, token: token.value!.release() }
}

/**
 * Seeds the location tree once for the group (committed, so every test's own
 * transaction sees it) and removes it afterwards; the cached tree is dropped
 * on both sides.
 */
export function withLocationTree(group: Group) {
  group.setup(async () => {
    await new LocationsSeeder(db.connection()).run()
    const locationTree = await app.container.make(LocationTree)
    locationTree.invalidate()
    return async () => {
      await db.from('locations').delete()
      const tree = await app.container.make(LocationTree)
      tree.invalidate()
    }
  })
}
