import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Property from '#models/property'
import CreditLedger from '#services/credits/credit_ledger'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { LISTING_DAYS, PUBLISH_CREDITS } from '#rules/listing_rules'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { queueAlerts } from '#services/alerts/alert_jobs'
import { listingsChanged } from '#services/cache/visitor_counts'

/** The paid 30 days of a listing: expiry by the scheduled job and renewal with one credit. */
export default class ListingLifecycle {
  /**
   * Active listings whose paid days have passed leave public search. Idempotent.
   * Ventures whose units expired get their listed-unit count refreshed.
   */
  async expireDue(now = DateTime.now()): Promise<number> {
    const due = () =>
      db
        .from('properties')
        .where('listing_state', 'active')
        .whereNotNull('expires_at')
        .where('expires_at', '<=', sqlTime(now))
    const ventureRows = await due().whereNotNull('venture_id').distinct('venture_id')
    const ventures = ventureRows.map((row) => Number(row.venture_id))
    const updated = await due().update({ listing_state: 'expired', updated_at: sqlTime(now) })
    listingsChanged()
    for (const ventureId of ventures) await refreshUnitCount(db.connection(), ventureId)
    return Number(updated)
  }

  /**
   * Another 30 days for a listing, paid with one of its owner's credits, in
   * one transaction with the spend (InsufficientCreditsError when short).
   * Who may ask is PropertyPolicy's answer. The spend's key names the expiry
   * being renewed, so a double submit pays once.
   */
  async renew(listing: Property): Promise<Property> {
    const ownerId = listing.ownerId
    return withWriteTransaction(async (trx) => {
      await lockUser(trx, ownerId) // the owner's row before the listing's (lock order)
      const property = await locking(
        trx,
        Property.query({ client: trx }).where('id', listing.id).whereNull('deleted_at')
      ).firstOrFail()
      const previous = property.expiresAt
      const { applied } = await new CreditLedger().spend(
        ownerId,
        PUBLISH_CREDITS,
        {
          reason: 'listing_renew',
          reference: `property:${property.id}`,
          idempotencyKey: `listing_renew:property:${property.id}:${previous?.toMillis() ?? 'never'}`,
        },
        trx
      )
      if (!applied) return property
      const start = previous && previous > DateTime.now() ? previous : DateTime.now()
      property.merge({
        listingState: 'active',
        expiresAt: start.plus({ days: LISTING_DAYS }),
        publishedAt: property.publishedAt ?? DateTime.now(),
      })
      await property.useTransaction(trx).save()
      await queueAlerts(trx, 'properties', [property.id]) // announced once: only searches not told yet
      return property
    })
  }
}
