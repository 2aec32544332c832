import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Support staff import a spreadsheet for a user (issue 15): the same service,
 * validation report and job as the Bulk Upload page, with a progress bar.
 * Exit code 1 when the file is refused or the import fails.
 *
 *   node ace import:units units.xlsx --user=owner@example.com [--dry-run]
 */
export default class ImportUnits extends BaseCommand {
  static commandName = 'import:units'
  static description =
    'Import ventures, towers and units from an .xlsx or .xls file for a user (or preview it with --dry-run)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Path of the .xlsx or .xls file' })
  declare file: string

  @flags.string({
    description: 'E-mail of the user who owns the units and pays the credits',
    required: true,
  })
  declare user: string

  @flags.boolean({
    description: 'Validate and report what would be created, updated and charged; write nothing',
  })
  declare dryRun: boolean

  @flags.string({ description: 'Language of the messages (en, hi, te)', default: 'en' })
  declare locale: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: BulkUploads } = await import('#services/bulk/bulk_uploads')
    const { default: BulkImport } = await import('#models/bulk_import')
    const { default: importJobs } = await import('#services/bulk/import_jobs')
    const user = await User.findBy('email', this.user.trim().toLowerCase())
    if (!user) return this.#fail(`No user with the e-mail ${this.user}`)
    const bytes = await readFile(this.file).catch(() => null)
    if (!bytes) return this.#fail(`Cannot read ${this.file}`)
    const name = basename(this.file)
    const uploads = new BulkUploads()
    try {
      const report = await uploads.preview(user, name, bytes, this.locale)
      if (report.issues.length) {
        this.logger.error(`${report.issues.length} problem(s) in ${name}:`)
        for (const issue of report.issues) this.logger.log(`  ${issue}`)
        this.exitCode = 1
        return
      }
      const c = report.counts!
      this.logger.info(
        `${name}: ${c.ventures} venture(s) (${c.newVentures} new), ${c.towers} tower(s) (${c.newTowers} new), ${c.toCreate} unit(s) to create, ${c.toUpdate} to update, ${c.unchanged} unchanged; ${c.creditsRequired} credit(s) of ${report.creditsAvailable}`
      )
      if (this.dryRun) return
      const job = await uploads.start(user, report.id, this.locale)
      let last = -1
      for (;;) {
        const current = await BulkImport.findOrFail(job.id)
        const percent =
          current.state === 'completed'
            ? 100
            : current.totalRows
              ? Math.floor((current.rowsWritten / current.totalRows) * 100)
              : 0
        if (percent !== last) {
          last = percent
          process.stdout.write(
            `\r[${'#'.repeat(Math.floor(percent / 4)).padEnd(25, '.')}] ${percent}% ${current.rowsWritten}/${current.totalRows} rows`
          )
        }
        if (current.state === 'completed' || current.state === 'failed') {
          process.stdout.write('\n')
          if (current.state === 'failed') return this.#fail(current.errors.join('\n'))
          this.logger.success(
            `Created ${current.createdVentures} venture(s), ${current.createdTowers} tower(s), ${current.createdUnits} unit(s); updated ${current.updatedUnits}; charged ${current.creditsCharged} credit(s). Import #${current.id}.`
          )
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    } catch (error) {
      const { refusalKey } = await import('#services/bulk/bulk_errors')
      const { default: i18nManager } = await import('@adonisjs/i18n/services/main')
      const key = refusalKey(error)
      return this.#fail(key ? i18nManager.locale(this.locale).t(key) : (error as Error).message)
    } finally {
      await importJobs.idle()
    }
  }

  #fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}
