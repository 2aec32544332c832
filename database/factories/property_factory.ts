import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Property from '#models/property'
import { GACHIBOWLI, SHORT_NORTH } from '#database/factories/factory_places'
import { UserFactory } from '#database/factories/user_factory'

/** Test listings: an active 2 BHK in Hyderabad unless told otherwise. */
export const PropertyFactory = factory
  .define(Property, ({ faker }) => ({
    title: `2 BHK Apartment in ${faker.helpers.arrayElement(['Gachibowli', 'Kondapur', 'Madhapur'])}`,
    propertyType: 'apartment',
    price: 8_500_000,
    areaSqft: 1200,
    bedrooms: 2,
    bathrooms: 2,
    status: 'available',
    description:
      'A bright two-bedroom flat with covered parking, power backup and a view of the lake nearby.',
    amenities: ['car_parking', 'power_backup'],
    images: [],
    ...GACHIBOWLI,
    lat: null,
    lng: null,
    listingState: 'active' as const,
    publishedAt: DateTime.now(),
    expiresAt: DateTime.now().plus({ days: 30 }),
  }))
  .state('us', (p) => {
    p.merge(SHORT_NORTH)
  })
  .state('draft', (p) => (p.listingState = 'draft'))
  .state('expired', (p) => (p.listingState = 'expired'))
  .relation('owner', () => UserFactory)
  .build()
