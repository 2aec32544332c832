import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Property from '#models/property'
import { GACHIBOWLI } from '#database/factories/factory_places'
import { UserFactory } from '#database/factories/user_factory'
import { VentureFactory } from '#database/factories/venture_factory'
import { TowerFactory } from '#database/factories/tower_factory'

/**
 * Test venture units: listed 2 BHK apartments (a property row with a venture,
 * a tower and a unit number). Give it the venture's owner, venture, tower and
 * place (tests/helpers/ventures.ts addUnits does).
 */
export const UnitFactory = factory
  .define(Property, () => ({
    unitNumber: '101',
    floor: 1,
    unitType: 'apartment',
    title: 'Skyline Residences · Tower A 101',
    propertyType: 'apartment',
    price: 6_000_000,
    areaSqft: 1200,
    bedrooms: 2,
    bathrooms: 2,
    status: 'available',
    description: 'A unit of the venture.',
    amenities: [],
    images: [],
    ...GACHIBOWLI,
    listingState: 'active' as const,
    publishedAt: DateTime.now(),
    expiresAt: DateTime.now().plus({ days: 30 }),
  }))
  .state('draft', (unit) => {
    unit.listingState = 'draft'
    unit.publishedAt = null
    unit.expiresAt = null
  })
  .relation('owner', () => UserFactory)
  .relation('venture', () => VentureFactory)
  .relation('tower', () => TowerFactory)
  .build()
