import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Property from '#models/property'
import type CreditLedger from '#services/credits/credit_ledger'
import { LISTING_DAYS, PUBLISH_CREDITS } from '#rules/listing_rules'
import { queueAlerts } from '#services/alerts/alert_jobs'

/**
 * Spends the credits of these units in one ledger entry and makes them live
 * for 30 days (from now, or from their expiry when still live): a unit added
 * to a public venture and 'Publish units' both go through here, inside the
 * write's transaction (after lockVenture). Returns the credits charged (0 when
 * the idempotency key was spent already).
 */
export async function goLive(
  ledger: CreditLedger,
  trx: TransactionClientContract,
  ownerId: number,
  ids: number[],
  idempotencyKey: string
): Promise<number> {
  const amount = ids.length * PUBLISH_CREDITS
  const { applied } = await ledger.spend(
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
  await queueAlerts(trx, 'properties', ids)
  return amount
}
