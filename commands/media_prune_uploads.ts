import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Scheduled next to credits:expire (one crontab line; see docs/operations.md): deletes
 * listing photos uploaded more than a day ago that no listing uses (an
 * abandoned Add Property wizard, a photo an edit removed). Idempotent.
 */
export default class MediaPruneUploads extends BaseCommand {
  static commandName = 'media:prune-uploads'
  static description =
    'Delete uploaded listing photos that no listing has used for a day (idempotent; run by cron)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: UnusedUploads } = await import('#services/media/unused_uploads')
    const { removed, used } = await new UnusedUploads().prune()
    this.logger.success(`Removed ${removed} unused uploads; ${used} are used by listings`)
  }
}
