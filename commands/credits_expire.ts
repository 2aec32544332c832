import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The scheduled job (cron, e.g. every 15 minutes; see docs/operations.md): removes
 * expired credit lots with a ledger entry each, and takes listings whose
 * paid 30 days have passed out of public search. Safe to run at any time,
 * any number of times, also next to live traffic.
 */
export default class CreditsExpire extends BaseCommand {
  static commandName = 'credits:expire'
  static description =
    'Expire credit lots and 30-day listings that have run out (idempotent; run by cron)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: CreditLedger } = await import('#services/credits/credit_ledger')
    const { default: ListingLifecycle } = await import('#services/listings/listing_lifecycle')
    const credits = await new CreditLedger().expireDue()
    const listings = await new ListingLifecycle().expireDue()
    this.logger.success(
      `Expired ${credits.credits} credits of ${credits.users} users and ${listings} listings`
    )
  }
}
