import type { HttpContext } from '@adonisjs/core/http'
import { SpreadsheetRejectedError } from '#services/bulk/file_guard'
import { ReaderLimitError, UnreadableSpreadsheetError } from '#services/bulk/spreadsheet_reader'
import { ImportAlreadyRunningError, refusalKey, UndoRefusedError } from '#services/bulk/bulk_errors'

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
    return ctx.response
      .status(refusal.status)
      .send({ detail: ctx.i18n.t(refusal.key), ...(refusal.extra ?? {}) })
  }
}

/** The refusals these routes answer, with their status; the message is the service's (refusalKey). */
function refusalOf(
  error: unknown
): { status: number; key: string; extra?: Record<string, unknown> } | null {
  const key = refusalKey(error)
  if (!key) return null
  if (
    error instanceof SpreadsheetRejectedError ||
    error instanceof UnreadableSpreadsheetError ||
    error instanceof ReaderLimitError
  )
    return { status: 422, key }
  if (error instanceof ImportAlreadyRunningError)
    return { status: 409, key, extra: { import_id: error.importId } }
  if (error instanceof UndoRefusedError) return { status: 409, key }
  return null
}
