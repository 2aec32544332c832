import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Venture from '#models/venture'
import { emptyVentureLists } from '#services/ventures/venture_lists'
import { GACHIBOWLI } from '#database/factories/factory_places'
import { UserFactory } from '#database/factories/user_factory'
import { TowerFactory } from '#database/factories/tower_factory'

/** Test ventures: a public Indian venture in Hyderabad unless told otherwise. */
export const VentureFactory = factory
  .define(Venture, () => ({
    name: 'Skyline Residences',
    description: 'Three towers of lake-facing apartments with a clubhouse.',
    builder: 'others',
    builderName: 'Skyline Builders',
    ventureType: 'residential',
    status: 'under_construction',
    ...emptyVentureLists(),
    propertyTypes: ['apartment'],
    unitTypes: ['apartment'],
    reraNumber: null,
    launchMonth: null,
    possessionMonth: null,
    minPrice: 5_000_000,
    maxPrice: 9_000_000,
    plannedUnits: 0,
    unitCount: 0,
    totalUnits: 0,
    ...GACHIBOWLI,
    isPublic: true,
    publishedAt: DateTime.now(),
  }))
  .state('draft', (venture) => {
    venture.isPublic = false
    venture.publishedAt = null
  })
  .state('deleted', (venture) => (venture.deletedAt = DateTime.now()))
  .relation('owner', () => UserFactory)
  .relation('towers', () => TowerFactory)
  .build()
