import factory from '@adonisjs/lucid/factories'
import Tower from '#models/tower'
import { VentureFactory } from '#database/factories/venture_factory'

/** Test towers: a residential tower of 10 floors, 4 units a floor (give it a venture). */
export const TowerFactory = factory
  .define(Tower, () => ({
    name: 'Tower A',
    floors: 10,
    unitsPerFloor: 4,
    towerType: 'residential',
  }))
  .relation('venture', () => VentureFactory)
  .build()
