import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import BulkImport from '#models/bulk_import'
import BulkUploads from '#services/bulk/bulk_uploads'
import ImportUndo from '#services/bulk/import_undo'
import importJobs from '#services/bulk/import_jobs'
import templateCache from '#services/bulk/template_cache'
import { errorCopyOf } from '#services/bulk/error_copy'
import { withBulkErrors } from '#http/bulk_errors'
import { uploadedBytes } from '#http/uploaded_files'
import { denyUnlessAllowed } from '#http/page_gate'
import { bulkFileValidator, BULK_FILE_MESSAGES } from '#validators/bulk_upload'
import BulkImportTransformer from '#transformers/bulk_import_transformer'
import { apiSerializer } from '#http/api_serializer'
import { BULK_MAX_BYTES, BULK_MAX_ROWS } from '#rules/bulk_columns'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** How long POST …/process waits for a small import to end before answering 202 with its progress. */
const PROCESS_WAIT_MS = env.get('BULK_PROCESS_WAIT_MS', 5_000)

/**
 * Bulk upload (001 §2, §7): the page, and the calls it makes — the same
 * routes under /api for token clients. Each: authorize → validate the file →
 * one use case → JSON.
 */
export default class BulkUploadsController {
  async show(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedInOrHome' })
    if (denial) return denial
    const user = ctx.auth.user!
    const history = await new BulkUploads().history(user)
    return ctx.inertia.render('bulk_upload/index', {
      credits: user.credits,
      imports: BulkImportTransformer.transform(history),
      limits: { maxBytes: BULK_MAX_BYTES, maxRows: BULK_MAX_ROWS },
    })
  }

  /** Open to everyone, so built once per language (template_cache.ts) and limited per IP. */
  async template({ response, i18n }: HttpContext) {
    const bytes = await templateCache.bytes(i18n.locale)
    response.header('content-type', XLSX_TYPE)
    response.attachment('bulk-upload-template.xlsx')
    return response.send(bytes)
  }

  async preview(ctx: HttpContext) {
    const file = await this.#file(ctx)
    if (!file) return
    return withBulkErrors(ctx, async () => {
      const report = await new BulkUploads().preview(
        ctx.auth.getUserOrFail(),
        file.name,
        file.bytes,
        ctx.i18n.locale
      )
      const counts = report.counts
      return ctx.response.ok({
        validation_errors: report.issues,
        total_ventures: counts?.ventures ?? 0,
        total_towers: counts?.towers ?? 0,
        total_units: counts?.toCreate ?? 0,
        credits_required: counts?.creditsRequired ?? 0,
        sample_data: report.sample,
        new_ventures: counts?.newVentures ?? 0,
        new_towers: counts?.newTowers ?? 0,
        units_to_create: counts?.toCreate ?? 0,
        units_to_update: counts?.toUpdate ?? 0,
        units_unchanged: counts?.unchanged ?? 0,
        credits_available: report.creditsAvailable,
        file_hash: report.fileHash,
      })
    })
  }

  /** Starts the import; answers its result when it ends within a few seconds, else 202 with its progress to follow. */
  async process(ctx: HttpContext) {
    const file = await this.#file(ctx)
    if (!file) return
    return withBulkErrors(ctx, async () => {
      const job = await new BulkUploads().start(
        ctx.auth.getUserOrFail(),
        file.name,
        file.bytes,
        ctx.i18n.locale
      )
      await importJobs.waitFor(job.id, ctx.request.input('wait') === '0' ? 0 : PROCESS_WAIT_MS)
      await job.refresh()
      const ended = job.state === 'completed' || job.state === 'failed'
      ctx.response.status(ended ? 200 : 202)
      return apiSerializer.serialize(BulkImportTransformer.transform(job))
    })
  }

  async status(ctx: HttpContext) {
    const job = await BulkImport.findOrFail(ctx.params.id)
    await ctx.bouncer.with('BulkImportPolicy').authorize('view', job)
    return apiSerializer.serialize(BulkImportTransformer.transform(job))
  }

  async history(ctx: HttpContext) {
    return apiSerializer.serialize(
      BulkImportTransformer.transform(await new BulkUploads().history(ctx.auth.getUserOrFail()))
    )
  }

  /** The uploaded sheet with an Error column (the page offers it with the validation errors). */
  async errorCopy(ctx: HttpContext) {
    const file = await this.#file(ctx)
    if (!file) return
    return withBulkErrors(ctx, async () => {
      const bytes = await errorCopyOf(
        ctx.auth.getUserOrFail(),
        file.name,
        file.bytes,
        ctx.i18n.locale
      )
      ctx.response.header('content-type', XLSX_TYPE)
      ctx.response.attachment(`${file.name.replace(/\.(xlsx|xls)$/i, '')}-errors.xlsx`)
      return ctx.response.send(bytes)
    })
  }

  async undo(ctx: HttpContext) {
    const job = await BulkImport.findOrFail(ctx.params.id)
    await ctx.bouncer.with('BulkImportPolicy').authorize('undo', job)
    return withBulkErrors(ctx, async () => {
      await new ImportUndo().undo(job)
      await job.refresh()
      return apiSerializer.serialize(BulkImportTransformer.transform(job))
    })
  }

  /** The `file` field, validated (001 §5 messages as `{detail}`); null when refused (the response is sent). */
  async #file(ctx: HttpContext): Promise<{ name: string; bytes: Buffer } | null> {
    const [error, value] = await bulkFileValidator.tryValidate(
      { file: ctx.request.file('file') },
      { messagesProvider: ctx.i18n.createMessagesProvider() }
    )
    if (error) {
      const first = (error as { messages?: { field: string; rule: string }[] }).messages?.[0]
      const key =
        BULK_FILE_MESSAGES[`${first?.field}.${first?.rule}` as keyof typeof BULK_FILE_MESSAGES] ??
        'bulk_upload.file.required'
      ctx.response.unprocessableEntity({ detail: ctx.i18n.t(key) })
      return null
    }
    return { name: value.file.clientName, bytes: uploadedBytes(value.file) ?? Buffer.alloc(0) }
  }
}
