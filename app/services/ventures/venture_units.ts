import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Property from '#models/property'
import Tower from '#models/tower'
import type Venture from '#models/venture'
import { DomainError } from '#exceptions/domain_error'
import CreditLedger from '#services/credits/credit_ledger'
import { withWriteTransaction } from '#services/db/write_transaction'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { lockVenture } from '#services/ventures/venture_locks'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { assertDraftRoom } from '#services/ventures/draft_limits'
import { unitAttributes } from '#services/ventures/unit_attributes'
import { goLive } from '#services/ventures/unit_publication'
import { RESERVED } from '#services/bookings/reservation'
import type { VentureUnitInput } from '#validators/venture_unit'
import { DEFAULT_TOWER_NAME } from '#rules/venture_options'
import { listingsChanged } from '#services/cache/visitor_counts'

/** Bulk uploads build their rows with the same attributes. */
export { unitAttributes } from '#services/ventures/unit_attributes'

type Trx = TransactionClientContract

/** The unit number is taken in that tower (422 on `unit_name`). */
export class DuplicateUnitError extends DomainError {
  constructor(readonly unitNumber: string) {
    super('ventures.errors.duplicate_unit', {
      field: 'unit_name',
      rule: 'duplicate_unit',
      values: { unit: unitNumber },
    })
  }
}

/**
 * The unit has a completed booking: its status is the booking's until an
 * admin cancels it (422 on `status`).
 */
export class UnitBookedError extends DomainError {
  constructor() {
    super('venture_builder.unit_form.booked', { field: 'status', rule: 'booked', toast: true })
  }
}

/** The tower named does not belong to this venture (422 on `tower_id`). */
export class UnknownTowerError extends DomainError {
  constructor() {
    super('ventures.errors.unknown_tower', { field: 'tower_id', rule: 'unknown_tower' })
  }
}

/**
 * Adding, editing and deleting one unit of a venture (001 §2 Venture
 * Builder). A unit is a listing: it costs 1 credit when it goes public and
 * lives 30 days (001 §1), through the same ledger, in the same transaction as
 * the write. Units of a draft venture, and units saved as drafts, are free
 * until published (within the owner's draft limits, draft_limits.ts).
 * Many units at once: generate_units.ts and publish_units.ts.
 * Every write takes the owner's and the venture's rows first (lockVenture),
 * then the unit rows by ascending id, then the ledger.
 */
export default class VentureUnits {
  constructor(private ledger = new CreditLedger()) {}

  async create(venture: Venture, input: VentureUnitInput): Promise<Property> {
    return withWriteTransaction(async (trx) => {
      const { isPublic } = await lockVenture(trx, venture)
      const goesLive = isPublic && !input.draft
      if (!goesLive) await assertDraftRoom(trx, venture.ownerId, 1, 'unit_name')
      const tower = await towerOf(trx, venture, input)
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
        await goLive(
          this.ledger,
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

  /**
   * Edits a unit; its listing state stays, and so does its status unless the
   * edit names one. A booked unit (a completed booking) keeps 'reserved'
   * until the booking is cancelled. The unit's row is locked before its
   * bookings are read, as a booking's fulfilment locks it (reservation.ts),
   * so an edit and a booking of one unit take turns.
   */
  async update(venture: Venture, unit: Property, input: VentureUnitInput): Promise<Property> {
    return withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      const current = await locking(
        trx,
        trx.from('properties').where('id', unit.id).select('status')
      ).first()
      const tower = await towerOf(trx, venture, input)
      if (tower.id !== unit.towerId || input.unit_name !== unit.unitNumber)
        await assertNumberFree(trx, tower.id, input.unit_name, unit.id)
      const status = await builderStatus(trx, unit.id, current?.status ?? unit.status, input.status)
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
      listingsChanged(venture.countryCode, trx)
      await lockVenture(trx, venture)
      const now = sqlTime()
      await trx
        .from('properties')
        .where('id', unit.id)
        .update({ deleted_at: now, tower_id: null, updated_at: now })
      await refreshUnitCount(trx, venture.id)
    })
  }
}

/** Finds or creates the unit's tower: by id (must be the venture's), else by name ('Main Building' when none). */
async function towerOf(
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

async function assertNumberFree(trx: Trx, towerId: number, unitNumber: string, exceptId?: number) {
  const query = trx.from('properties').where('tower_id', towerId).where('unit_number', unitNumber)
  if (exceptId) query.whereNot('id', exceptId)
  const taken = await query.first()
  if (taken) throw new DuplicateUnitError(unitNumber)
}

/**
 * The status after a builder's edit: the one named, or the current one. A
 * unit reserved by a completed booking cannot be released while it stands.
 */
async function builderStatus(
  trx: Trx,
  unitId: number,
  current: string,
  requested: string | undefined
): Promise<string> {
  if (requested === undefined || requested === current) return current
  if (current !== RESERVED) return requested
  const booking = await locking(
    trx,
    trx.from('bookings').where('property_id', unitId).where('status', 'completed').select('id')
  ).first()
  if (booking) throw new UnitBookedError()
  return requested
}
