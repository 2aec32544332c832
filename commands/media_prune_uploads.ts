import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Scheduled next to credits:expire (one crontab line; see docs/operations.md): deletes
 * listing photos uploaded more than a day ago that no listing uses (an
 * abandoned Add Property wizard, a photo an edit removed). Idempotent; while
 * one run holds its lock (services/locks/named_locks.ts) another skips.
 */
export default class MediaPruneUploads extends BaseCommand {
  static commandName = 'media:prune-uploads'
  static description =
    'Delete uploaded listing photos that no listing has used for a day (idempotent; run by cron)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: UnusedUploads } = await import('#services/media/unused_uploads')
    const { LOCKS, runAlone } = await import('#services/locks/named_locks')
    // Every machine's cron starts it: one run lists and deletes, the others skip.
    const done = await runAlone(LOCKS.pruneUploads, () => new UnusedUploads().prune())
    if (!done.ran) return this.logger.info('Skipped: media:prune-uploads is running elsewhere')
    const { removed, used } = done.value
    this.logger.success(`Removed ${removed} unused uploads; ${used} are used by listings`)
  }
}
