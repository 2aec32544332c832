import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#services/db/sql_time'
import { DRAFT_UNITS_MAX, DRAFT_UNITS_PER_HOUR } from '#rules/venture_options'
import { DomainError } from '#exceptions/domain_error'

/**
 * Adding these draft units would pass the account's ceiling or its hourly
 * budget: 422 on the field of the form that asked for them (`unit_name` when
 * adding a unit, `floors` when generating).
 */
export class DraftUnitsLimitError extends DomainError {
  constructor(
    readonly kind: 'account' | 'hour',
    readonly params: { max: number; current: number; left: number; count: number },
    field: DraftField
  ) {
    super(`ventures.errors.draft_units_${kind}`, {
      field,
      rule: `draft_units_${kind}`,
      values: params,
    })
  }
}

/** The form field a draft limit is reported on. */
export type DraftField = 'unit_name' | 'floors'

/**
 * Refuses `count` more free draft units for the owner when the account
 * would hold more than DRAFT_UNITS_MAX unpublished venture units (not
 * deleted), or would have added more than DRAFT_UNITS_PER_HOUR venture units
 * in the last hour outside bulk uploads (deleted ones count: deleting and
 * generating again does not reset it). Call inside the write's transaction
 * after lockVenture: the owner's row lock makes two requests count in turn.
 * The refusal is reported on `field`, the form's field that asked for the units.
 */
export async function assertDraftRoom(
  trx: TransactionClientContract,
  ownerId: number,
  count: number,
  field: DraftField
): Promise<void> {
  if (count <= 0) return
  const units = () => trx.from('properties').where('owner_id', ownerId).whereNotNull('venture_id')
  const lastHour = await countOf(
    units()
      .whereNull('bulk_import_id')
      .where('created_at', '>', sqlTime(DateTime.now().minus({ hours: 1 })))
  )
  refuseOver('hour', DRAFT_UNITS_PER_HOUR, lastHour, count, field)
  const drafts = await countOf(units().where('listing_state', 'draft').whereNull('deleted_at'))
  refuseOver('account', DRAFT_UNITS_MAX, drafts, count, field)
}

/** Refuses `count` more units where `current` already count against `max`. */
function refuseOver(
  kind: DraftUnitsLimitError['kind'],
  max: number,
  current: number,
  count: number,
  field: DraftField
) {
  if (current + count > max) {
    const left = Math.max(0, max - current)
    throw new DraftUnitsLimitError(kind, { max, current, left, count }, field)
  }
}

async function countOf(query: ReturnType<TransactionClientContract['from']>): Promise<number> {
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}
