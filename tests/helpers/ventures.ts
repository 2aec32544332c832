import { DateTime } from 'luxon'
import Venture from '#models/venture'
import Tower from '#models/tower'
import Property from '#models/property'
import type User from '#models/user'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import db from '@adonisjs/lucid/services/db'

/** A public Indian venture in Hyderabad unless told otherwise. */
export async function makeVenture(owner: User, attributes: Partial<Venture> = {}) {
  return Venture.create({
    ownerId: owner.id,
    name: 'Skyline Residences',
    description: 'Three towers of lake-facing apartments with a clubhouse.',
    builder: 'others',
    builderName: 'Skyline Builders',
    ventureType: 'residential',
    status: 'under_construction',
    propertyTypes: ['apartment'],
    unitTypes: ['apartment'],
    amenities: [],
    approvals: [],
    images: [],
    masterPlanImages: [],
    phases: [],
    nearbyLandmarks: [],
    reraNumber: null,
    launchMonth: null,
    possessionMonth: null,
    minPrice: 5_000_000,
    maxPrice: 9_000_000,
    unitConfigs: [],
    plannedUnits: 0,
    unitCount: 0,
    totalUnits: 0,
    state: 'Telangana',
    district: 'Rangareddy',
    city: 'Hyderabad',
    area: 'Gachibowli',
    location: 'Gachibowli, Hyderabad, Rangareddy, Telangana',
    countryCode: 'IN',
    isPublic: true,
    publishedAt: DateTime.now(),
    ...attributes,
  })
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
    (await Tower.create({
      ventureId: venture.id,
      name: towerName,
      floors: 10,
      unitsPerFloor: 4,
      towerType: 'residential',
    }))
  const created: Property[] = []
  for (const unit of units) {
    created.push(
      await Property.create({
        ownerId: venture.ownerId,
        ventureId: venture.id,
        towerId: tower.id,
        unitNumber: unit.number,
        floor: unit.floor ?? Math.floor(Number(unit.number) / 100),
        unitType: unit.unitType ?? 'apartment',
        title: `${venture.name} · ${towerName} ${unit.number}`,
        propertyType: 'apartment',
        price: unit.price ?? 6_000_000,
        areaSqft: 1200,
        bedrooms: unit.bedrooms === undefined ? 2 : unit.bedrooms,
        bathrooms: 2,
        status: unit.status ?? 'available',
        description: 'A unit of the venture.',
        amenities: [],
        images: [],
        state: venture.state,
        district: venture.district,
        city: venture.city,
        area: venture.area,
        location: venture.location,
        countryCode: venture.countryCode,
        listingState: unit.listingState ?? 'active',
        publishedAt: unit.listingState === 'draft' ? null : DateTime.now(),
        expiresAt: unit.listingState === 'draft' ? null : DateTime.now().plus({ days: 30 }),
      })
    )
  }
  await refreshUnitCount(db.connection(), venture.id)
  await venture.refresh()
  return { tower, units: created }
}
