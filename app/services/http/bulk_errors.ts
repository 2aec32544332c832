import type { HttpContext } from '@adonisjs/core/http'
import { SpreadsheetRejectedError } from '#services/bulk/file_guard'
import { ReaderLimitError, UnreadableSpreadsheetError } from '#services/bulk/spreadsheet_reader'
import { ImportAlreadyRunningError } from '#services/bulk/bulk_uploads'
import { UndoRefusedError } from '#services/bulk/import_undo'

/**
 * Runs a bulk-upload use case and answers its refusals as `{detail}` JSON
 * (the page fetches these routes, /api clients call them): 422 for a file
 * refused or unreadable, 409 for an import already running or an undo
 * refused. Messages: resources/lang/<locale>/bulk_upload.json.
 */
export async function withBulkErrors(ctx: HttpContext, work: () => Promise<unknown>) {
  try {
    return await work()
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return ctx.response.status(refusal.status).send({ detail: ctx.i18n.t(refusal.key), ...(refusal.extra ?? {}) })
  }
}

function refusalOf(error: unknown): { status: number; key: string; extra?: Record<string, unknown> } | null {
  if (error instanceof SpreadsheetRejectedError) return { status: 422, key: `bulk_upload.file.${error.reason}` }
  if (error instanceof UnreadableSpreadsheetError || error instanceof ReaderLimitError) return { status: 422, key: 'bulk_upload.file.unreadable' }
  if (error instanceof ImportAlreadyRunningError) return { status: 409, key: 'bulk_upload.errors.already_running', extra: { import_id: error.importId } }
  if (error instanceof UndoRefusedError) return { status: 409, key: `bulk_upload.undo.refused_${error.reason}` }
  return null
}
