import { createHash } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import BulkPreview from '#models/bulk_preview'
import { sqlTime } from '#services/db/sql_time'
import { PreviewNotFoundError } from '#services/bulk/bulk_errors'
import { forgetBulkFiles } from '#services/bulk/bulk_files'
import type { ImportPlan } from '#services/bulk/import_plan'
import type { BulkIssue, SheetRow } from '#services/bulk/row_cells'
import type { SheetData } from '#services/bulk/spreadsheet_reader'

/** A preview may be processed this long after it was made; then the file is previewed again. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000
/** Previews are kept this long (an import's own stays while it is queued or running). */
export const PREVIEW_KEEP_MS = 24 * 60 * 60 * 1000

/** What a preview read of its file, kept (gzipped JSON) until its import ends. */
export type PreviewPayload = {
  /** The valid rows of a file without problems (the import plans them again when it runs); else null. */
  rows: SheetRow[] | null
  /** planSignature of the plan the preview showed; null with problems. */
  signature: string | null
  issues: BulkIssue[]
  /** The sheet as read, for the error copy of a file with problems; null without. */
  sheet: SheetData | null
  headerRow: number
}

export function packPayload(payload: PreviewPayload): Buffer {
  return gzipSync(JSON.stringify(payload))
}

export function unpackPayload(bytes: Buffer | Uint8Array | null): PreviewPayload | null {
  if (!bytes) return null
  return JSON.parse(gunzipSync(bytes).toString('utf8')) as PreviewPayload
}

/**
 * What a plan does, in a few bytes: which ventures and towers exist (their
 * ids) and what each row does to which unit. Equal signatures: the same
 * ventures, towers and units created, updated or left, so the same charge.
 */
export function planSignature(plan: ImportPlan): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        plan.ventures.map((venture) => [venture.key, venture.id]),
        plan.towers.map((tower) => [tower.key, tower.id]),
        plan.units.map((unit) => [unit.row, unit.action, unit.existing?.id ?? null]),
      ])
    )
    .digest('hex')
}

/** The user's preview (404 for any other: another user's preview is not said to exist). */
export async function ownPreview(userId: number, previewId: number): Promise<BulkPreview> {
  const preview = await BulkPreview.query().where('id', previewId).where('user_id', userId).first()
  if (!preview) throw new PreviewNotFoundError()
  return preview
}

/** Older than PREVIEW_TTL_MS: what it planned may no longer hold. */
export function isStale(preview: BulkPreview, now = DateTime.now()): boolean {
  return preview.createdAt.plus({ milliseconds: PREVIEW_TTL_MS }) < now
}

/** Its import ended: what it read is no longer needed. */
export async function dropPayload(previewId: number | null): Promise<void> {
  if (previewId) await db.from('bulk_previews').where('id', previewId).update({ payload: null })
}

/**
 * Removes previews older than PREVIEW_KEEP_MS, except those of an import still
 * queued or running, and the kept files no preview or import names any more.
 */
export async function sweepPreviews(now = DateTime.now()): Promise<void> {
  const old = () =>
    db
      .from('bulk_previews')
      .where('created_at', '<', sqlTime(now.minus({ milliseconds: PREVIEW_KEEP_MS })))
      .whereNotIn(
        'id',
        db
          .from('bulk_imports')
          .whereIn('state', ['queued', 'running'])
          .whereNotNull('preview_id')
          .select('preview_id')
      )
  const swept = await old().select('user_id', 'file_hash', 'file_name')
  if (!swept.length) return
  await old().delete()
  await forgetBulkFiles(swept)
}
