import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BulkPreviewReport } from '#services/bulk/bulk_uploads'

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
