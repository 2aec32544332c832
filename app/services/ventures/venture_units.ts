import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Property from '#models/property'
import Tower from '#models/tower'
import type Venture from '#models/venture'
import CreditLedger from '#services/credits/credit_ledger'
import { withWriteTransaction } from '#services/db/write_transaction'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { lockVenture } from '#services/ventures/venture_locks'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { assertDraftRoom } from '#services/ventures/draft_limits'
import { RESERVED } from '#services/bookings/reservation'
import { ListingReservedError } from '#services/listings/listing_service'
import type { VentureUnitInput } from '#validators/venture_unit'
import type { GenerateUnitsInput } from '#validators/tower'
import {
  DEFAULT_TOWER_NAME,
  GENERATE_UNITS_MAX,
  generatedUnitNumbers,
} from '#rules/venture_options'
import { LISTING_DAYS, PUBLISH_CREDITS } from '#rules/listing_rules'

type Trx = TransactionClientContract

/** The unit number is taken in that tower (422 on `unit_name`). */
export class DuplicateUnitError extends Error {
  constructor(readonly unitNumber: string) {
    super(`Unit ${unitNumber} already exists in this tower`)
  }
}

/** The tower named does not belong to this venture (422 on `tower_id`). */
export class UnknownTowerError extends Error {
  constructor() {
    super('Choose a tower of this venture')
  }
}

/** Generating would pass the limit of one go (422). */
export class TooManyUnitsError extends Error {
  constructor(readonly max: number) {
    super(`At most ${max} units can be generated at once`)
  }
}

/** 001 §3 unit types as listing property types (units appear in property search). */
const PROPERTY_TYPE_OF_UNIT: Record<string, string> = {
  villa: 'villa',
  plot: 'plot',
  commercial_space: 'commercial',
  office: 'commercial',
  shop: 'commercial',
  warehouse: 'commercial',
}

/**
 * A venture's units (001 §2 Venture Builder). A unit is a listing: it costs
 * 1 credit when it goes public and lives 30 days (001 §1), through the same
 * ledger, in the same transaction as the write. Units of a draft venture, and
 * units saved as drafts, are free until published (within the owner's
 * draft limits, draft_limits.ts); `publish` publishes or
 * renews many at once, charging exactly their number, all or nothing.
 * Every write takes the owner's and the venture's rows first (lockVenture),
 * then the unit rows by ascending id, then the ledger.
 */
export default class VentureUnits {
  constructor(private ledger = new CreditLedger()) {}

  async create(venture: Venture, input: VentureUnitInput): Promise<Property> {
    return withWriteTransaction(async (trx) => {
      const { isPublic } = await lockVenture(trx, venture)
      const goesLive = isPublic && !input.draft
      if (!goesLive) await assertDraftRoom(trx, venture.ownerId, 1)
      const tower = await this.#tower(trx, venture, input)
      await assertNumberFree(trx, tower.id, input.unit_name)
      const unit = new Property()
      unit.useTransaction(trx)
      unit.merge({
        ...unitAttributes(venture, tower, input),
        status: input.status ?? 'available',
        listingState: 'draft',
        publishedAt: null,
        expiresAt: null,
      })
      await unit.save()
      if (goesLive)
        await this.#goLive(
          trx,
          venture.ownerId,
          [unit.id],
          `venture_unit_publish:property:${unit.id}`
        )
      await refreshUnitCount(trx, venture.id)
      await unit.refresh()
      return unit
    })
  }

  /** Edits a unit; its listing state stays, and a reserved unit stays reserved (only bookings move it). */
  async update(venture: Venture, unit: Property, input: VentureUnitInput): Promise<Property> {
    return withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      const current = await locking(
        trx,
        trx.from('properties').where('id', unit.id).select('status')
      ).first()
      const tower = await this.#tower(trx, venture, input)
      if (tower.id !== unit.towerId || input.unit_name !== unit.unitNumber)
        await assertNumberFree(trx, tower.id, input.unit_name, unit.id)
      const status = builderStatus(current?.status ?? unit.status, input.status)
      unit.useTransaction(trx)
      unit.merge({ ...unitAttributes(venture, tower, input), status })
      await unit.save()
      await refreshUnitCount(trx, venture.id) // its configuration may have changed
      return unit
    })
  }

  /** Deletes a unit: it leaves search at once; its number is free again in the tower. */
  async remove(venture: Venture, unit: Property): Promise<void> {
    await withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      const now = sqlTime()
      await trx
        .from('properties')
        .where('id', unit.id)
        .update({ deleted_at: now, tower_id: null, updated_at: now })
      await refreshUnitCount(trx, venture.id)
    })
  }

  /**
   * 'Generate units' on a tower: floors × units per floor, numbered 101, 102 …
   * (floor × 100 + position), as free drafts; numbers already in the tower
   * are left alone. Returns how many were added. All or nothing within the
   * owner's draft limits (assertDraftRoom).
   */
  async generate(venture: Venture, tower: Tower, input: GenerateUnitsInput): Promise<number> {
    const wanted = generatedUnitNumbers(input.floors, input.units_per_floor)
    if (wanted.length > GENERATE_UNITS_MAX) throw new TooManyUnitsError(GENERATE_UNITS_MAX)
    return withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      const takenRows = await trx
        .from('properties')
        .where('tower_id', tower.id)
        .select('unit_number')
      const taken = new Set(takenRows.map((row) => String(row.unit_number)))
      const now = sqlTime()
      const unitType = input.unit_type ?? 'apartment'
      const rows = wanted
        .filter(({ unitNumber }) => !taken.has(unitNumber))
        .map(({ floor, unitNumber }) => {
          const attributes = unitAttributes(venture, tower, {
            unit_name: unitNumber,
            unit_type: unitType as VentureUnitInput['unit_type'],
            floor,
            bedrooms: input.bedrooms ?? null,
            bathrooms: input.bathrooms ?? null,
            area: input.area ?? 1,
            price: input.price ?? venture.minPrice ?? 1,
          })
          return {
            owner_id: attributes.ownerId,
            venture_id: venture.id,
            tower_id: tower.id,
            unit_number: unitNumber,
            floor,
            unit_type: unitType,
            title: attributes.title,
            property_type: attributes.propertyType,
            price: attributes.price,
            area_sqft: attributes.areaSqft,
            bedrooms: attributes.bedrooms,
            bathrooms: attributes.bathrooms,
            status: 'available',
            description: attributes.description,
            amenities: JSON.stringify(venture.amenities ?? []),
            images: JSON.stringify([]),
            state: venture.state,
            district: venture.district,
            city: venture.city,
            area: venture.area,
            location: venture.location,
            country_code: venture.countryCode,
            listing_state: 'draft',
            created_at: now,
            updated_at: now,
          }
        })
      await assertDraftRoom(trx, venture.ownerId, rows.length)
      for (let i = 0; i < rows.length; i += 200)
        await trx.table('properties').multiInsert(rows.slice(i, i + 200))
      await trx
        .from('towers')
        .where('id', tower.id)
        .update({ floors: input.floors, units_per_floor: input.units_per_floor, updated_at: now })
      return rows.length
    })
  }

  /**
   * Publishes or renews units at once: the given ids, or every draft and
   * expired unit of the venture. Charges exactly the number of units that go
   * (or stay) live for another 30 days — live units with more than a week
   * left are not charged again — in one ledger entry: all or nothing
   * (InsufficientCreditsError leaves every unit as it was). The venture goes
   * public with them. The key names the units and their expiries, so a
   * double submit pays once.
   */
  async publish(
    venture: Venture,
    unitIds?: number[]
  ): Promise<{ published: number; creditsCharged: number }> {
    return withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      const query = trx
        .from('properties')
        .where('venture_id', venture.id)
        .whereNull('deleted_at')
        .orderBy('id')
        .select('id', 'listing_state', 'expires_at')
      if (unitIds) query.whereIn('id', unitIds)
      else query.whereIn('listing_state', ['draft', 'expired'])
      const units = await locking(trx, query)
      if (unitIds && units.length !== unitIds.length) throw new UnknownUnitsError()
      const renewFrom = DateTime.now().plus({ days: 7 })
      const due = units.filter(
        (unit) =>
          unit.listing_state !== 'active' ||
          !unit.expires_at ||
          toDateTime(unit.expires_at) <= renewFrom
      )
      if (!venture.isPublic) {
        await trx
          .from('ventures')
          .where('id', venture.id)
          .update({
            is_public: true,
            published_at: venture.publishedAt ? sqlTime(venture.publishedAt) : sqlTime(),
            updated_at: sqlTime(),
          })
      }
      if (!due.length) return { published: 0, creditsCharged: 0 }
      const key = `venture_units_publish:venture:${venture.id}:${due.map((u) => `${u.id}@${u.expires_at ? sqlTime(toDateTime(u.expires_at)) : 'never'}`).join(',')}`
      const charged = await this.#goLive(
        trx,
        venture.ownerId,
        due.map((u) => Number(u.id)),
        digestKey(key)
      )
      await refreshUnitCount(trx, venture.id)
      return { published: due.length, creditsCharged: charged }
    })
  }

  /** Finds or creates the unit's tower: by id (must be the venture's), else by name ('Main Building' when none). */
  async #tower(
    trx: Trx,
    venture: Venture,
    input: Pick<VentureUnitInput, 'tower_id' | 'tower_name'>
  ): Promise<Tower> {
    if (input.tower_id) {
      const tower = await Tower.query({ client: trx })
        .where('id', input.tower_id)
        .where('venture_id', venture.id)
        .first()
      if (!tower) throw new UnknownTowerError()
      return tower
    }
    const name = input.tower_name?.trim() || DEFAULT_TOWER_NAME
    const existing = await Tower.query({ client: trx })
      .where('venture_id', venture.id)
      .where('name', name)
      .first()
    return (
      existing ??
      Tower.create(
        { ventureId: venture.id, name, floors: 1, unitsPerFloor: 1, towerType: 'residential' },
        { client: trx }
      )
    )
  }

  /** Spends the credits of these units in one entry and makes them live for 30 days (from now, or their expiry). */
  async #goLive(trx: Trx, ownerId: number, ids: number[], idempotencyKey: string): Promise<number> {
    const amount = ids.length * PUBLISH_CREDITS
    const { applied } = await this.ledger.spend(
      ownerId,
      amount,
      { reason: 'venture_units_publish', reference: `units:${ids.length}`, idempotencyKey },
      trx
    )
    if (!applied) return 0
    const units = await Property.query({ client: trx }).whereIn('id', ids).orderBy('id')
    const now = DateTime.now()
    for (const unit of units) {
      const start =
        unit.listingState === 'active' && unit.expiresAt && unit.expiresAt > now
          ? unit.expiresAt
          : now
      unit.merge({
        listingState: 'active',
        publishedAt: unit.publishedAt ?? now,
        expiresAt: start.plus({ days: LISTING_DAYS }),
      })
      await unit.useTransaction(trx).save() // a first publication indexes its search terms (Property hooks)
    }
    return amount
  }
}

/** Some of the unit ids are not units of this venture (422). */
export class UnknownUnitsError extends Error {
  constructor() {
    super('Some of these units are not units of this venture')
  }
}

export function unitAttributes(
  venture: Venture,
  tower: Tower,
  input: Omit<VentureUnitInput, 'draft' | 'status' | 'tower_id' | 'tower_name'>
) {
  const rooms = input.bedrooms ? `${input.bedrooms} BHK ` : ''
  return {
    ownerId: venture.ownerId,
    ventureId: venture.id,
    towerId: tower.id,
    unitNumber: input.unit_name,
    unitType: input.unit_type,
    floor: input.floor ?? 1,
    facing: input.facing ?? null,
    title: `${venture.name} · ${tower.name} ${input.unit_name}`.slice(0, 200),
    propertyType: PROPERTY_TYPE_OF_UNIT[input.unit_type] ?? 'apartment',
    price: Math.round(input.price),
    areaSqft: Math.max(1, Math.round(input.area)),
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    description:
      input.description ||
      `${rooms}${input.unit_type.replace('_', ' ')} ${input.unit_name} on floor ${input.floor ?? 1} of ${tower.name}, ${venture.name} by ${venture.builderName}.`,
    amenities: input.amenities ?? venture.amenities ?? [],
    images: [],
    state: venture.state,
    district: venture.district,
    city: venture.city,
    area: venture.area,
    location: venture.location,
    countryCode: venture.countryCode,
  }
}

async function assertNumberFree(trx: Trx, towerId: number, unitNumber: string, exceptId?: number) {
  const query = trx.from('properties').where('tower_id', towerId).where('unit_number', unitNumber)
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first()) throw new DuplicateUnitError(unitNumber)
}

/** The status after a builder's edit; 'reserved' is the booking's (as for any listing). */
function builderStatus(current: string, requested: string | undefined): string {
  if (requested === undefined || requested === current) return current
  if (current === RESERVED) throw new ListingReservedError()
  return requested
}

function toDateTime(value: Date | string): DateTime {
  return value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(String(value))
}

/** Ledger keys have a length limit: many units are named by a digest of their ids and expiries. */
function digestKey(key: string): string {
  if (key.length <= 150) return key
  return `venture_units_publish:${createHash('sha256').update(key).digest('hex')}`
}
