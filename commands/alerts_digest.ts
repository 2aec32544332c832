import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The saved-search digests (issue 31), run by cron (docs/operations.md):
 *   0 7 * * *  node ace alerts:digest --frequency=daily
 *   0 7 * * 1  node ace alerts:digest --frequency=weekly
 * First works off alert events still queued (as the web process does), then
 * mails each account one digest of its daily (or weekly) searches' matches
 * not told yet. A match is told once, so running it again sends nothing new.
 */
export default class AlertsDigest extends BaseCommand {
  static commandName = 'alerts:digest'
  static description = 'Send the daily or weekly digest of saved-search matches (run by cron)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'daily or weekly', required: true })
  declare frequency: string

  async run() {
    if (this.frequency !== 'daily' && this.frequency !== 'weekly') {
      this.logger.error('--frequency must be daily or weekly')
      this.exitCode = 1
      return
    }
    const { default: alertJobs } = await import('#services/alerts/alert_jobs')
    const { default: AlertNotifier } = await import('#services/alerts/alert_notifier')
    const { LOCKS, runAlone } = await import('#services/locks/named_locks')
    const frequency = this.frequency
    // Two runs at once could both mail a match neither has marked told yet: the second skips.
    const done = await runAlone(LOCKS.digest(frequency), async () => ({
      matched: await alertJobs.runDue(),
      accounts: await new AlertNotifier().digest(frequency),
    }))
    if (!done.ran)
      return this.logger.info(`Skipped: the ${frequency} digest is being sent elsewhere`)
    const { matched, accounts } = done.value
    this.logger.success(
      `Matched ${matched} queued listings; sent the ${this.frequency} digest to ${accounts} accounts`
    )
  }
}
