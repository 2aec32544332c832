import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Restores a backup:create folder into a named database or SQLite file and its
 * uploads into a folder or bucket, then compares the row counts with the backup's:
 *
 *   node ace backup:restore storage/backups/2026-11-28T00-05-09Z --database=dreamhomes_copy --uploads-to=/srv/media-copy
 */
export default class BackupRestore extends BaseCommand {
  static commandName = 'backup:restore'
  static description =
    'Restore a backup into a named database (or SQLite file) and its uploads into a folder or bucket'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The backup folder (written by backup:create)' })
  declare folder: string

  @flags.string({ description: 'MySQL: database to restore into (created; same server and user)' })
  declare database?: string

  @flags.string({ description: 'SQLite: file to restore into' })
  declare sqlite?: string

  @flags.string({ description: 'Folder to copy the uploads into (a DRIVE_ROOT)' })
  declare uploadsTo?: string

  @flags.string({ description: 'Bucket (on the S3_ENDPOINT server) to upload the uploads into' })
  declare bucket?: string

  @flags.boolean({ description: 'Overwrite a database or file that already has data' })
  declare replace?: boolean

  async run() {
    const { restoreBackup } = await import('#services/backups/backups')
    const { BackupError } = await import('#services/backups/backup_error')
    try {
      const report = await restoreBackup(this.folder, {
        database: this.database,
        sqliteFile: this.sqlite,
        uploadsRoot: this.uploadsTo,
        bucket: this.bucket,
        replace: this.replace,
      })
      const rows = Object.values(report.rows).reduce((sum, n) => sum + n, 0)
      this.logger.info(`database: ${rows} rows restored, ${report.ms.database} ms`)
      if (report.uploads)
        this.logger.info(
          `uploads: ${report.uploads.files} files, ${report.uploads.bytes} bytes into ${report.uploads.to}, ${report.ms.uploads} ms`
        )
      else this.logger.info('uploads: not restored (no --uploads-to or --bucket)')
      if (report.mismatched.length) {
        this.logger.error(`Row counts differ from the backup's in: ${report.mismatched.join(', ')}`)
        this.exitCode = 1
      } else this.logger.success('Restored; every table has the row count of the backup')
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
