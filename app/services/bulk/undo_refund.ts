import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#services/db/sql_time'
import { LISTING_DAYS, PUBLISH_CREDITS } from '#rules/listing_rules'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What undoing an import gives back (issue 24): only for the units it removes
 * that nobody showed interest in, and only for the days of their paid
 * listing period (LISTING_DAYS from the moment the import went live) still to come:
 *
 *   days used  = whole days since the import completed, each day begun counting (at least 1)
 *   days left  = LISTING_DAYS − days used (not below 0)
 *   refund     = ⌊ unused units × PUBLISH_CREDITS × days left ÷ LISTING_DAYS ⌋, at most what it charged
 *
 * Fractions of a credit stay with the platform. Undone in its first day, 12
 * unused units get ⌊12 × 29 ÷ 30⌋ = 11 credits; on day 6 (5 days and some
 * hours after), ⌊12 × 24 ÷ 30⌋ = 9.
 */
export function undoRefund(
  unusedUnits: number,
  charged: number,
  wentLive: DateTime,
  now: DateTime
): number {
  const daysLeft = Math.max(0, LISTING_DAYS - daysUsed(wentLive, now))
  return Math.min(charged, Math.floor((unusedUnits * PUBLISH_CREDITS * daysLeft) / LISTING_DAYS))
}

function daysUsed(wentLive: DateTime, now: DateTime): number {
  return Math.max(1, Math.ceil((now.toMillis() - wentLive.toMillis()) / DAY_MS))
}

type Trx = TransactionClientContract
type Unit = { id: number; ventureId: number }

/**
 * How many of these units got no lead, contact reveal or booking (any, even
 * a cancelled one) while listed; a lead or reveal of their venture as a
 * whole ('Contact Developer', the developer's phone) since `wentLive` counts
 * against every one of them in that venture. Plain reads: whatever is
 * written for these units after the undo's locks waits for it.
 */
export async function unusedUnitCount(
  trx: Trx,
  units: Unit[],
  wentLive: DateTime
): Promise<number> {
  if (!units.length) return 0
  const used = new Set<number>()
  const ids = units.map((unit) => unit.id)
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000)
    for (const table of ['leads', 'contact_reveals', 'bookings']) {
      for (const row of await trx.from(table).whereIn('property_id', chunk).distinct('property_id'))
        used.add(Number(row.property_id))
    }
  }
  const ventureIds = [...new Set(units.map((unit) => unit.ventureId))]
  const since = sqlTime(wentLive)
  const askedVentures = new Set<number>()
  for (const table of ['leads', 'contact_reveals']) {
    const rows = await trx
      .from(table)
      .whereIn('venture_id', ventureIds)
      .whereNull('property_id')
      .where('created_at', '>=', since)
      .distinct('venture_id')
    for (const row of rows) askedVentures.add(Number(row.venture_id))
  }
  return units.filter((unit) => !used.has(unit.id) && !askedVentures.has(unit.ventureId)).length
}
