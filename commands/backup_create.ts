import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * A backup of the database and the uploads in one dated folder
 * (docs/operations.md "Backups"):
 *
 *   node ace backup:create --to=/var/backups/dreamhomes
 */
export default class BackupCreate extends BaseCommand {
  static commandName = 'backup:create'
  static description =
    'Back up the database (consistent dump) and the uploads into one dated folder'
  static options: CommandOptions = { startApp: true }

  @flags.string({
    description: 'Folder that receives the dated backup folder (default: storage/backups)',
  })
  declare to?: string

  async run() {
    const { createBackup } = await import('#services/backups/backups')
    const { BackupError } = await import('#services/backups/backup_error')
    try {
      const { dir, manifest } = await createBackup(this.to ?? this.app.makePath('storage/backups'))
      const rows = Object.values(manifest.database.rows).reduce((sum, n) => sum + n, 0)
      this.logger.success(`Backup written to ${dir}`)
      this.logger.info(
        `database (${manifest.dialect}): ${manifest.database.file}, ${manifest.database.bytes} bytes, ${rows} rows, ${manifest.ms.database} ms`
      )
      this.logger.info(
        `uploads (${manifest.uploads.disk}): ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes, ${manifest.ms.uploads} ms`
      )
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
