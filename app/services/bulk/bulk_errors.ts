import { InsufficientCreditsError } from '#services/credits/credit_ledger'
import { SpreadsheetRejectedError } from '#services/bulk/file_guard'
import { ReaderLimitError, UnreadableSpreadsheetError } from '#services/bulk/spreadsheet_reader'
import { VentureGoneError } from '#services/ventures/venture_locks'

/** This file is already being imported for this user (409). */
export class ImportAlreadyRunningError extends Error {
  constructor(readonly importId: number | null) {
    super('This file is already being imported')
  }
}

/** Why an import cannot be undone (409): not completed, older than 7 days, or a unit of it was booked. */
export class UndoRefusedError extends Error {
  constructor(readonly reason: 'state' | 'expired' | 'booked') {
    super(`undo refused: ${reason}`)
  }
}

/** A unit of the file was reserved by a booking while the import waited (nothing was written). */
export class UnitReservedMeanwhileError extends Error {}

/**
 * The message (key in resources/lang/<locale>/bulk_upload.json) of each
 * refusal a bulk upload can meet, for the page and /api (http/bulk_errors.ts),
 * the job's failure (import_jobs.ts) and `node ace import:units`. Null: not a
 * refusal, an unexpected error.
 */
export function refusalKey(error: unknown): string | null {
  if (error instanceof SpreadsheetRejectedError) return `bulk_upload.file.${error.reason}`
  if (error instanceof UnreadableSpreadsheetError || error instanceof ReaderLimitError)
    return 'bulk_upload.file.unreadable'
  if (error instanceof InsufficientCreditsError) return 'bulk_upload.messages.insufficient_credits'
  if (error instanceof VentureGoneError) return 'bulk_upload.errors.venture_gone'
  if (error instanceof UnitReservedMeanwhileError) return 'bulk_upload.errors.reserved_meanwhile'
  if (error instanceof ImportAlreadyRunningError) return 'bulk_upload.errors.already_running'
  if (error instanceof UndoRefusedError) return `bulk_upload.undo.refused_${error.reason}`
  return null
}
