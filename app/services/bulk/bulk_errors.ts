import { DomainError } from '#exceptions/domain_error'
import { InsufficientCreditsError } from '#services/credits/credit_ledger'
import { VentureGoneError } from '#services/ventures/venture_locks'

/** This file is already being imported for this user (409; `import_id` names that import). */
export class ImportAlreadyRunningError extends DomainError {
  constructor(readonly importId: number | null) {
    super('bulk_upload.errors.already_running', { status: 409, body: { import_id: importId } })
  }
}

/** Why an import cannot be undone (409): not completed, older than 7 days, or a unit of it was booked. */
export class UndoRefusedError extends DomainError {
  constructor(readonly reason: 'state' | 'expired' | 'booked') {
    super(`bulk_upload.undo.refused_${reason}`, { status: 409 })
  }
}

/** A unit of the file was reserved by a booking while the import waited (nothing was written). */
export class UnitReservedMeanwhileError extends DomainError {
  constructor() {
    super('bulk_upload.errors.reserved_meanwhile', { status: 409 })
  }
}

/** No preview with this id belongs to the user (404: another's preview is not said to exist). */
export class PreviewNotFoundError extends DomainError {
  constructor() {
    super('bulk_upload.errors.preview_not_found', { status: 404 })
  }
}

/** The preview was already processed (409; `import_id` names its import): preview the file again. */
export class PreviewProcessedError extends DomainError {
  constructor(readonly importId: number) {
    super('bulk_upload.errors.preview_processed', { status: 409, body: { import_id: importId } })
  }
}

/** The preview is too old, or what it planned no longer holds (409): preview the file again. */
export class PreviewStaleError extends DomainError {
  constructor() {
    super('bulk_upload.errors.preview_stale', { status: 409 })
  }
}

/**
 * The message (key in resources/lang/<locale>/bulk_upload.json) of each
 * refusal a bulk upload can meet, for the job's failure (import_jobs.ts) and
 * `node ace import:units` (the page and /api get them from the exception
 * handler). Null: not a refusal, an unexpected error.
 */
export function refusalKey(error: unknown): string | null {
  if (error instanceof InsufficientCreditsError) return 'bulk_upload.messages.insufficient_credits'
  if (error instanceof VentureGoneError) return 'bulk_upload.errors.venture_gone'
  if (error instanceof DomainError) return error.identifier
  return null
}
