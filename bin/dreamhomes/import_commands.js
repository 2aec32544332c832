import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { CliFailure, EXIT } from './failure.js'
import { confirm, interactive, progressBar } from './ui.js'
import { printJson } from './output.js'

/** The columns of the imports table (the schema says which of them exist). */
const IMPORT_COLUMNS = [
  'id',
  'state',
  'file_name',
  'created_units',
  'credits_charged',
  'credits_refunded',
  'created_at',
]
const POLL_MS = 500

/**
 * import <file>, imports list|show|undo: the bulk upload of 001 §2 from a terminal.
 * @param {import('commander').Command} program
 * @param {(command: import('commander').Command) => import('./context.js').Context} contextOf
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
export function importCommands(program, contextOf, t) {
  program
    .command('import')
    .description(t('import.description'))
    .argument('<file>', t('import.file_argument'))
    .option('--dry-run', t('import.dry_run_option'))
    .option('--yes', t('import.yes_option'))
    .action(async (file, options, command) => importFile(contextOf(command), file, options))

  const imports = program.command('imports').description(t('imports.description'))
  imports
    .command('list')
    .description(t('imports.list_description'))
    .action(async (_options, command) => {
      const context = contextOf(command)
      const { body, schema } = await context.call('api.bulk_upload.imports')
      context.show(body, schema, { columns: IMPORT_COLUMNS })
    })
  imports
    .command('show')
    .description(t('imports.show_description'))
    .argument('<id>', t('imports.id_argument'))
    .action(async (id, _options, command) => {
      const context = contextOf(command)
      const { body, schema } = await context.call('api.bulk_upload.imports.show', {
        params: { id },
      })
      context.show(body, schema)
    })
  imports
    .command('undo')
    .description(t('imports.undo_description'))
    .argument('<id>', t('imports.id_argument'))
    .action(async (id, _options, command) => {
      const context = contextOf(command)
      const { body, schema } = await context.call('api.bulk_upload.imports.undo', {
        params: { id },
      })
      context.show(body, schema)
      context.say(t('imports.undone', { id: body.id, credits: body.credits_refunded }))
    })
}

/**
 * Preview (a table of what would happen, the spec's messages, the credits it
 * charges), then, unless `--dry-run`, process with a progress bar and report.
 * @param {import('./context.js').Context} context
 * @param {string} path
 * @param {{ dryRun?: boolean, yes?: boolean }} options
 */
async function importFile(context, path, options) {
  const { t } = context
  const bytes = await readFile(path).catch(() => {
    throw new CliFailure(EXIT.usage, t('import.no_file', { file: path }), t('hint.file_path'))
  })
  const api = await context.api()
  const preview = await api.call('api.bulk_upload.preview', {
    file: { name: basename(path), bytes },
  })
  const report = preview.body
  if (!context.json) context.show(report, preview.schema)
  const blocked = blockedBy(report, t)
  if (blocked || options.dryRun) {
    if (context.json) printJson({ preview: report, import: null })
    if (blocked) throw blocked
    return context.say(t('import.dry_run_done', { credits: report.credits_required }))
  }
  if (!options.yes) {
    if (!interactive()) throw new CliFailure(EXIT.usage, t('import.needs_yes'), t('hint.add_yes'))
    const go = await confirm(
      t('import.confirm', { units: report.units_to_create, credits: report.credits_required }),
      t
    )
    if (!go) throw new CliFailure(EXIT.refused, t('import.declined'), t('hint.declined'))
  }
  const job = await processPreview(context, api, report.id)
  if (context.json) printJson({ preview: report, import: job.body })
  else context.show(job.body, job.schema)
  if (job.body.state !== 'completed')
    throw new CliFailure(
      EXIT.refused,
      t('import.failed', { id: job.body.id }),
      t('hint.import_failed', { id: job.body.id })
    )
  context.say(
    t('import.done', { units: job.body.created_units, credits: job.body.credits_charged })
  )
}

/**
 * Problems in the file, or too few credits: nothing is processed.
 * @param {any} report
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
function blockedBy(report, t) {
  if (report.validation_errors.length > 0)
    return new CliFailure(
      EXIT.refused,
      t('import.invalid', { count: report.validation_errors.length }),
      t('hint.fix_rows')
    )
  if (report.credits_required > report.credits_available)
    return new CliFailure(
      EXIT.refused,
      t('bulk_upload.messages.insufficient_credits'),
      t('hint.buy_credits')
    )
  return null
}

/**
 * Processes the preview; while the import runs (a 202), polls it with a
 * progress bar until it has finished.
 * @param {import('./context.js').Context} context
 * @param {import('./api.js').Api} api
 * @param {number} previewId
 */
async function processPreview(context, api, previewId) {
  const bar = progressBar(context.json, context.t('import.processing'))
  let job = await api.call('api.bulk_upload.process', { body: { preview_id: previewId } })
  while (job.body.finished_at === null) {
    bar.update(job.body.percent)
    await sleep(POLL_MS)
    job = await api.call('api.bulk_upload.imports.show', { params: { id: job.body.id } })
  }
  bar.update(job.body.percent)
  bar.stop(context.t('import.processed', { state: job.body.state }))
  return job
}
