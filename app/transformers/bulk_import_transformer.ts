import { DateTime } from 'luxon'
import type BulkImport from '#models/bulk_import'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { arrayOf, dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

/**
 * An import as the page and /api follow it: the bulk result response of
 * 001 §3 (created_ventures, created_towers, created_units, credits_charged,
 * errors, percent) plus its state and history fields. `percent` is rows
 * written of rows in the file, so the bar shows the server's real progress.
 */
export default class BulkImportTransformer extends BaseTransformer<BulkImport> {
  toObject() {
    const job = this.resource
    const done = job.state === 'completed' || job.state === 'undone'
    const percent = done
      ? 100
      : job.totalRows > 0
        ? Math.min(99, Math.floor((job.rowsWritten / job.totalRows) * 100))
        : 0
    const undoUntil = job.undoableUntil
    return {
      id: job.id,
      state: job.state,
      file_name: job.fileName,
      file_hash: job.fileHash,
      total_rows: job.totalRows,
      rows_written: job.rowsWritten,
      percent,
      created_ventures: job.createdVentures,
      created_towers: job.createdTowers,
      created_units: job.createdUnits,
      updated_units: job.updatedUnits,
      unchanged_units: job.unchangedUnits,
      credits_charged: job.creditsCharged,
      credits_refunded: job.creditsRefunded,
      errors: job.errors,
      created_at: job.createdAt.toISO() ?? '',
      finished_at: job.finishedAt?.toISO() ?? null,
      undo_until: undoUntil && undoUntil > DateTime.now() ? undoUntil.toISO() : null,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const bulkImportSchemas = {
  BulkImport: object({
    id: int,
    state: str,
    file_name: str,
    file_hash: str,
    total_rows: int,
    rows_written: int,
    percent: int,
    created_ventures: int,
    created_towers: int,
    created_units: int,
    updated_units: int,
    unchanged_units: int,
    credits_charged: int,
    credits_refunded: int,
    errors: arrayOf(str),
    created_at: str,
    finished_at: nullable(dateTime),
    undo_until: nullable(dateTime),
  }),
}
