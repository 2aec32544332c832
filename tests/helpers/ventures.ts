import { DateTime } from 'luxon'
import type Venture from '#models/venture'
import Tower from '#models/tower'
import type Property from '#models/property'
import type User from '#models/user'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import db from '@adonisjs/lucid/services/db'
import { VentureFactory } from '#database/factories/venture_factory'
import { TowerFactory } from '#database/factories/tower_factory'
import { UnitFactory } from '#database/factories/unit_factory'

/** A public Indian venture in Hyderabad unless told otherwise (database/factories/venture_factory.ts). */
export async function makeVenture(owner: User, attributes: Partial<Venture> = {}) {
  return VentureFactory.merge({ ownerId: owner.id, ...attributes }).create()
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
        ownerId: venture.ownerId,
        ventureId: venture.id,
        towerId: tower.id,
        unitNumber: unit.number,
        floor: unit.floor ?? Math.floor(Number(unit.number) / 100),
        unitType: unit.unitType ?? 'apartment',
        title: `${venture.name} · ${towerName} ${unit.number}`,
        price: unit.price ?? 6_000_000,
        bedrooms: unit.bedrooms === undefined ? 2 : unit.bedrooms,
        status: unit.status ?? 'available',
        state: venture.state,
        district: venture.district,
        city: venture.city,
        area: venture.area,
        location: venture.location,
        countryCode: venture.countryCode,
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
