import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type Venture from '#models/venture'
import { DomainError } from '#exceptions/domain_error'
import CreditLedger from '#services/credits/credit_ledger'
import { withWriteTransaction } from '#services/db/write_transaction'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { lockVenture } from '#services/ventures/venture_locks'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { goLive } from '#services/ventures/unit_publication'
import { restorePaidUnits } from '#services/ventures/venture_visibility'
import { queueAlerts } from '#services/alerts/alert_jobs'
import { listingsChanged } from '#services/cache/visitor_counts'

/** Some of the unit ids are not units of this venture (422 on `unit_ids`). */
export class UnknownUnitsError extends DomainError {
  constructor() {
    super('ventures.errors.unknown_units', { field: 'unit_ids', rule: 'unknown_units' })
  }
}

/**
 * 'Publish units' (001 §2 Venture Builder): publishes or renews units at
 * once, the given ids or every draft and expired unit of the venture.
 * Charges exactly the number of units that go (or stay) live for another 30
 * days — live units with more than a week left are not charged again — in
 * one ledger entry: all or nothing (InsufficientCreditsError leaves every
 * unit as it was). The venture goes public with them. The key names the
 * units and their expiries, so a double submit pays once.
 */
export default class PublishUnits {
  constructor(private ledger = new CreditLedger()) {}

  async handle(
    venture: Venture,
    unitIds?: number[]
  ): Promise<{ published: number; creditsCharged: number }> {
    return withWriteTransaction(async (trx) => {
      listingsChanged(null, trx)
      const { isPublic } = await lockVenture(trx, venture)
      // Units of a venture made private come back free while their paid days run (venture_visibility.ts).
      if (!isPublic) await restorePaidUnits(trx, venture.id)
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
      if (!isPublic) {
        await trx
          .from('ventures')
          .where('id', venture.id)
          .update({
            is_public: true,
            published_at: venture.publishedAt ? sqlTime(venture.publishedAt) : sqlTime(),
            updated_at: sqlTime(),
          })
        await queueAlerts(trx, 'ventures', [venture.id])
      }
      if (!due.length) {
        if (!isPublic) await refreshUnitCount(trx, venture.id) // restored units count again
        return { published: 0, creditsCharged: 0 }
      }
      const key = `venture_units_publish:venture:${venture.id}:${due.map((u) => `${u.id}@${u.expires_at ? sqlTime(toDateTime(u.expires_at)) : 'never'}`).join(',')}`
      const charged = await goLive(
        this.ledger,
        trx,
        venture.ownerId,
        due.map((u) => Number(u.id)),
        digestKey(key)
      )
      await refreshUnitCount(trx, venture.id)
      return { published: due.length, creditsCharged: charged }
    })
  }
}

function toDateTime(value: Date | string): DateTime {
  return value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(String(value))
}

/** Ledger keys have a length limit: many units are named by a digest of their ids and expiries. */
function digestKey(key: string): string {
  if (key.length <= 150) return key
  return `venture_units_publish:${createHash('sha256').update(key).digest('hex')}`
}
