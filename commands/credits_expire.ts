import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The scheduled job (cron, e.g. every 15 minutes; see docs/operations.md): removes
 * expired credit lots with a ledger entry each, and takes listings whose
 * paid 30 days have passed out of public search. Safe to run at any time,
 * any number of times, also next to live traffic; while one run holds its
 * lock (services/locks/named_locks.ts) another skips.
 */
export default class CreditsExpire extends BaseCommand {
  static commandName = 'credits:expire'
  static description =
    'Expire credit lots and 30-day listings that have run out (idempotent; run by cron)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: CreditLedger } = await import('#services/credits/credit_ledger')
    const { default: ListingLifecycle } = await import('#services/listings/listing_lifecycle')
    const { LOCKS, runAlone } = await import('#services/locks/named_locks')
    // Every machine's cron starts it: one run expires, the others find the lock held and skip.
    const done = await runAlone(LOCKS.creditsExpire, async () => ({
      credits: await new CreditLedger().expireDue(),
      listings: await new ListingLifecycle().expireDue(),
    }))
    if (!done.ran) return this.logger.info('Skipped: credits:expire is running elsewhere')
    const { credits, listings } = done.value
    this.logger.success(
      `Expired ${credits.credits} credits of ${credits.users} users and ${listings} listings`
    )
  }
}
