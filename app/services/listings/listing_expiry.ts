import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ListingLifecycle from '#services/listings/listing_lifecycle'
import { sqlTime, isoOf } from '#services/db/sql_time'

/** A listing the expiry job takes (or would take) out of public search. */
export type DueListing = { id: number; title: string; expires_at: string | null }

export type ListingExpiryRun = { dryRun: boolean; listings: DueListing[] }

/**
 * The listing half of the scheduled expiry job, run on demand by an admin
 * (POST /api/admin/listings/expire, the CLI's `listings expire`): which
 * active listings' paid days have passed, and, unless it is a dry run,
 * ListingLifecycle.expireDue (the job's own code) with the same `now`.
 * A dry run writes nothing.
 */
export default class ListingExpiry {
  async handle(options: { dryRun: boolean }, now = DateTime.now()): Promise<ListingExpiryRun> {
    const listings = await this.due(now)
    if (!options.dryRun && listings.length > 0) await new ListingLifecycle().expireDue(now)
    return { dryRun: options.dryRun, listings }
  }

  /** Active listings whose expiry is at or before `now`, soonest expired first (the job's query). */
  async due(now: DateTime): Promise<DueListing[]> {
    const rows = await db
      .from('properties')
      .where('listing_state', 'active')
      .whereNotNull('expires_at')
      .where('expires_at', '<=', sqlTime(now))
      .orderBy('expires_at')
      .orderBy('id')
      .select('id', 'title', 'expires_at')
    return rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      expires_at: isoOf(row.expires_at),
    }))
  }
}
