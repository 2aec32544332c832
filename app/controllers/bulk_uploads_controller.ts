import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import BulkImport from '#models/bulk_import'
import BulkUploads from '#services/bulk/bulk_uploads'
import ImportUndo from '#services/bulk/import_undo'
import importJobs from '#services/bulk/import_jobs'
import templateCache from '#services/bulk/template_cache'
import { DomainError } from '#exceptions/domain_error'
import { uploadedBytes } from '#http/uploaded_files'
import { attachment } from '#services/media/private_files'
import { denyUnlessAllowed } from '#http/page_gate'
import {
  bulkFileValidator,
  bulkPreviewRefValidator,
  BULK_FILE_MESSAGES,
} from '#validators/bulk_upload'
import BulkImportTransformer from '#transformers/bulk_import_transformer'
import BulkPreviewTransformer from '#transformers/bulk_preview_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { BULK_MAX_BYTES, BULK_MAX_ROWS } from '#rules/bulk_columns'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** How long POST …/process waits for a small import to end before answering 202 with its progress. */
const PROCESS_WAIT_MS = env.get('BULK_PROCESS_WAIT_MS', 5_000)

/**
 * Bulk upload (001 §2, §7): the page, and the calls it makes — the same
 * routes under /api for token clients. Each: authorize → validate the file
 * (preview) or the preview id (process, error copy) →
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

  /** The one upload of a file: guarded, read and kept as a preview, whose `id` processing takes. */
  async preview(ctx: HttpContext) {
    const file = await this.#file(ctx)
    const report = await new BulkUploads().preview(
      ctx.auth.getUserOrFail(),
      file.name,
      file.bytes,
      ctx.i18n.locale
    )
    return apiSerializer.serialize(BulkPreviewTransformer.transform(report))
  }

  /** Starts the import of a preview; answers its result when it ends within a few seconds, else 202 with its progress to follow. */
  async process(ctx: HttpContext) {
    const { preview_id: previewId } = await ctx.request.validateUsing(bulkPreviewRefValidator)
    const job = await new BulkUploads().start(ctx.auth.getUserOrFail(), previewId, ctx.i18n.locale)
    const ended = () => job.state === 'completed' || job.state === 'failed'
    if (!ended()) {
      const wait = String(ctx.request.qs().wait) === '0' ? 0 : PROCESS_WAIT_MS
      await importJobs.waitFor(job.id, wait)
      await job.refresh()
    }
    ctx.response.status(ended() ? 200 : 202)
    return apiSerializer.serialize(BulkImportTransformer.transform(job))
  }

  async status(ctx: HttpContext) {
    const job = await BulkImport.findOrFail(ctx.params.id)
    await ctx.bouncer.with('BulkImportPolicy').authorize('view', job)
    return apiSerializer.serialize(BulkImportTransformer.transform(job))
  }

  /**
   * The spreadsheet of an import, for whoever may view the import: on S3 a
   * redirect to a presigned address valid 5 minutes (not to be cached), on
   * the local disk the file itself.
   */
  async file(ctx: HttpContext) {
    const job = await BulkImport.findOrFail(ctx.params.id)
    await ctx.bouncer.with('BulkImportPolicy').authorize('view', job)
    const download = await new BulkUploads().file(job)
    ctx.response.header('cache-control', 'no-store')
    if ('redirect' in download) return ctx.response.redirect().toPath(download.redirect)
    ctx.response.header('content-type', download.contentType)
    ctx.response.header('content-length', String(download.size))
    ctx.response.header('content-disposition', attachment(download.fileName))
    return ctx.response.stream(await download.stream())
  }

  /** `{data}`: the caller's imports, newest first. */
  async history(ctx: HttpContext) {
    const imports = await new BulkUploads().history(ctx.auth.getUserOrFail())
    return { data: await apiSerializer.serialize(BulkImportTransformer.transform(imports)) }
  }

  /** The previewed sheet with an Error column (the page offers it with the validation errors). */
  async errorCopy(ctx: HttpContext) {
    const { preview_id: previewId } = await ctx.request.validateUsing(bulkPreviewRefValidator)
    const copy = await new BulkUploads().errorCopy(
      ctx.auth.getUserOrFail(),
      previewId,
      ctx.i18n.locale
    )
    ctx.response.header('content-type', XLSX_TYPE)
    ctx.response.attachment(`${copy.fileName.replace(/\.(xlsx|xls)$/i, '')}-errors.xlsx`)
    return ctx.response.send(copy.bytes)
  }

  async undo(ctx: HttpContext) {
    const job = await BulkImport.findOrFail(ctx.params.id)
    await ctx.bouncer.with('BulkImportPolicy').authorize('undo', job)
    await new ImportUndo().undo(job)
    await job.refresh()
    return apiSerializer.serialize(BulkImportTransformer.transform(job))
  }

  /** The `file` field, validated; refused with the 001 §5 message of its rule (422 `{detail}`). */
  async #file(ctx: HttpContext): Promise<{ name: string; bytes: Buffer }> {
    const [error, value] = await bulkFileValidator.tryValidate(
      { file: ctx.request.file('file') },
      { messagesProvider: ctx.i18n.createMessagesProvider() }
    )
    if (error) {
      const first = (error as { messages?: { field: string; rule: string }[] }).messages?.[0]
      const key =
        BULK_FILE_MESSAGES[`${first?.field}.${first?.rule}` as keyof typeof BULK_FILE_MESSAGES] ??
        'bulk_upload.file.required'
      throw new DomainError(key)
    }
    return { name: value.file.clientName, bytes: uploadedBytes(value.file) ?? Buffer.alloc(0) }
  }
}
