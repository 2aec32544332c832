import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Venture from '#models/venture'
import { withWriteTransaction } from '#services/db/write_transaction'
import { sqlTime } from '#services/db/sql_time'
import { lockVenture } from '#services/ventures/venture_locks'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { queueAlerts } from '#services/alerts/alert_jobs'
import { listingsChanged } from '#services/cache/visitor_counts'

type Trx = TransactionClientContract

/**
 * Making a venture private and public again (issue 27). Private: the venture
 * and its units leave search, the sitemap and home, and their pages answer
 * 404 — its live units become drafts that keep their paid expiry. Public
 * again: a unit whose paid 30 days are still running is live again at no
 * cost until that same expiry; one whose days ran out while private is
 * expired and is published (1 credit) as any other. Runs inside the write's
 * transaction, after lockVenture (lock order: owner, venture, then units).
 */
export async function applyVisibility(
  trx: Trx,
  venture: { id: number; publishedAt: DateTime | null },
  wasPublic: boolean,
  isPublic: boolean
) {
  if (wasPublic === isPublic) return
  const now = sqlTime()
  await trx
    .from('ventures')
    .where('id', venture.id)
    .update({
      is_public: isPublic,
      published_at: isPublic && !venture.publishedAt ? now : sqlTimeOrNull(venture.publishedAt),
      updated_at: now,
    })
  if (isPublic) await queueAlerts(trx, 'ventures', [venture.id])
  if (isPublic) await restorePaidUnits(trx, venture.id)
  else await hideUnits(trx, venture.id)
  await refreshUnitCount(trx, venture.id)
}

/** The venture's live units become drafts; their paid expiry stays on them. */
async function hideUnits(trx: Trx, ventureId: number) {
  await trx
    .from('properties')
    .where('venture_id', ventureId)
    .whereNull('deleted_at')
    .where('listing_state', 'active')
    .update({ listing_state: 'draft', updated_at: sqlTime() })
}

/**
 * Drafts with a paid expiry (only hiding makes those: new and generated
 * drafts have none) are live again while it runs, expired after it.
 */
export async function restorePaidUnits(trx: Trx, ventureId: number) {
  const now = sqlTime()
  const paid = () =>
    trx
      .from('properties')
      .where('venture_id', ventureId)
      .whereNull('deleted_at')
      .where('listing_state', 'draft')
      .whereNotNull('expires_at')
  await paid().where('expires_at', '>', now).update({ listing_state: 'active', updated_at: now })
  await paid().where('expires_at', '<=', now).update({ listing_state: 'expired', updated_at: now })
}

function sqlTimeOrNull(value: DateTime | null) {
  return value ? sqlTime(value) : null
}

/** PUT /ventures/:id/visibility and /api/ventures/:id/visibility: owner or admin (VenturePolicy). */
export default class VentureVisibility {
  async set(venture: Venture, isPublic: boolean): Promise<Venture> {
    return withWriteTransaction(async (trx) => {
      listingsChanged(venture.countryCode, trx) // its units are public or not with it
      const { isPublic: wasPublic } = await lockVenture(trx, venture)
      await applyVisibility(trx, venture, wasPublic, isPublic)
      const fresh = await Venture.query({ client: trx }).where('id', venture.id).firstOrFail()
      return fresh
    })
  }
}
