import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import { sqlTime } from '#services/db/sql_time'

/** How long an upload may wait for its listing: the wizard can stay open a while. */
export const UNUSED_UPLOAD_GRACE_HOURS = 24
const BATCH = 100
/** images/<uuid>/<width>.webp inside any of our image URLs (local /media/... or the S3/CDN address). */
const UPLOAD_ID = /images\/([0-9a-f-]{36})\//

export function uploadIdOf(url: string): string | null {
  return UPLOAD_ID.exec(url)?.[1] ?? null
}

/**
 * Photos uploaded for listings and ventures that none uses end up deleted:
 * every upload is noted in `uploaded_images`, and `prune()` (cron) removes the
 * files of notes older than a day whose photo no listing or venture (drafts and
 * deleted ones included: an admin may restore one) refers to. A note whose photo
 * is used is just forgotten, so each run only looks at recent uploads.
 */
export default class UnusedUploads {
  async record(id: string, userId: number | null) {
    await db.table('uploaded_images').insert({ id, user_id: userId, created_at: sqlTime() })
  }

  /** Photos an edit dropped: pruned a day after the edit unless a listing still uses them. */
  async released(before: readonly string[], after: readonly string[]) {
    const kept = new Set(after.map(uploadIdOf))
    const dropped = [...new Set(before.map(uploadIdOf))].filter(
      (id): id is string => !!id && !kept.has(id)
    )
    if (!dropped.length) return
    await db
      .table('uploaded_images')
      .multiInsert(dropped.map((id) => ({ id, user_id: null, created_at: sqlTime() })))
      .onConflict('id')
      .merge(['created_at'])
  }

  /** Deletes unused uploads older than the grace period; answers how many were removed. */
  async prune(now = DateTime.now()): Promise<{ removed: number; used: number }> {
    const cutoff = sqlTime(now.minus({ hours: UNUSED_UPLOAD_GRACE_HOURS }))
    const result = { removed: 0, used: 0 }
    for (;;) {
      const rows = await db
        .from('uploaded_images')
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(BATCH)
        .select('id')
      const ids: string[] = rows.map((row) => row.id)
      if (!ids.length) return result
      const used = await this.#usedAmong(ids)
      for (const id of ids.filter((candidate) => !used.has(candidate))) {
        await drive.use().deleteAll(`images/${id}`)
        result.removed++
      }
      result.used += used.size
      await db.from('uploaded_images').whereIn('id', ids).delete()
    }
  }

  /**
   * One scan per batch of the listings' photos and the ventures' photos, master
   * plans and logos (issue 27; deleted ones included): which of these uploads appear.
   */
  async #usedAmong(ids: string[]): Promise<Set<string>> {
    const matching = (table: string, columns: string[]) =>
      db
        .from(table)
        .select(columns)
        .where((query) => {
          for (const column of columns)
            for (const id of ids) query.orWhere(column, 'like', `%${id}%`)
        })
    const rows = [
      ...(await matching('properties', ['images'])),
      ...(await matching('ventures', VENTURE_MEDIA_COLUMNS)),
    ]
    const text = rows
      .flatMap((row) => Object.values(row))
      .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
      .join('\n')
    return new Set(ids.filter((id) => text.includes(id)))
  }
}

/** Where a venture keeps our uploads. */
const VENTURE_MEDIA_COLUMNS = ['images', 'master_plan_images', 'logo_url']
