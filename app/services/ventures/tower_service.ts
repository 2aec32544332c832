import Tower from '#models/tower'
import type Venture from '#models/venture'
import { withWriteTransaction } from '#services/db/write_transaction'
import { lockVenture } from '#services/ventures/venture_locks'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { sqlTime } from '#services/db/sql_time'
import type { TowerInput } from '#validators/tower'
import { FieldError } from '#exceptions/field_error'
import { listingsChanged } from '#services/cache/visitor_counts'

/** A tower name already used in this venture (422 on `name`). */
export class DuplicateTowerError extends FieldError {
  constructor() {
    super('name', 'ventures.errors.duplicate_tower', 'duplicate_tower')
  }
}

/** Towers of a venture (001 §2 Venture Builder): free to add, edit and delete. */
export default class TowerService {
  async create(venture: Venture, input: TowerInput): Promise<Tower> {
    return withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      await assertNameFree(trx, venture.id, input.name)
      return Tower.create(
        {
          ventureId: venture.id,
          name: input.name,
          description: input.description ?? null,
          floors: input.floors ?? 1,
          unitsPerFloor: input.units_per_floor ?? 1,
          towerType: input.tower_type ?? 'residential',
        },
        { client: trx }
      )
    })
  }

  async update(venture: Venture, tower: Tower, input: TowerInput): Promise<Tower> {
    return withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      if (input.name !== tower.name) await assertNameFree(trx, venture.id, input.name)
      tower.useTransaction(trx)
      tower.merge({
        name: input.name,
        description: input.description ?? tower.description,
        floors: input.floors ?? tower.floors,
        unitsPerFloor: input.units_per_floor ?? tower.unitsPerFloor,
        towerType: input.tower_type ?? tower.towerType,
      })
      await tower.save()
      return tower
    })
  }

  /** Deletes the tower and its units, which leave search at once. */
  async remove(venture: Venture, tower: Tower): Promise<void> {
    await withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      const now = sqlTime()
      // Units stay as deleted listings (their leads and bookings keep pointing at them), out of the tower.
      listingsChanged(venture.countryCode, trx)
      await trx
        .from('properties')
        .where('tower_id', tower.id)
        .update({ deleted_at: now, tower_id: null, updated_at: now })
      await trx.from('towers').where('id', tower.id).delete()
      await refreshUnitCount(trx, venture.id)
    })
  }
}

async function assertNameFree(
  trx: Parameters<typeof refreshUnitCount>[0],
  ventureId: number,
  name: string
) {
  const taken = await trx.from('towers').where('venture_id', ventureId).where('name', name).first()
  if (taken) throw new DuplicateTowerError()
}
