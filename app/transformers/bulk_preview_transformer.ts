import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BulkPreviewReport } from '#services/bulk/bulk_uploads'
import { anyValue, arrayOf, int, object, str } from '#transformers/schemas/json_schema'

/**
 * A preview as the page and /api get it (001 §3 Bulk preview response, the
 * created / updated / unchanged split): `id` is what processing and the
 * error copy take; `file_hash` the SHA-256 of the file that was read.
 */
export default class BulkPreviewTransformer extends BaseTransformer<BulkPreviewReport> {
  toObject() {
    const report = this.resource
    const counts = report.counts
    return {
      id: report.id,
      file_hash: report.fileHash,
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
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const bulkPreviewSchemas = {
  BulkPreview: object({
    id: int,
    file_hash: str,
    validation_errors: arrayOf(str),
    total_ventures: int,
    total_towers: int,
    total_units: int,
    credits_required: int,
    sample_data: arrayOf({ type: 'object', additionalProperties: anyValue }),
    new_ventures: int,
    new_towers: int,
    units_to_create: int,
    units_to_update: int,
    units_unchanged: int,
    credits_available: int,
  }),
}
