import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { landmarkOf, phaseOf } from '#rules/venture_timeline'

const parse = (value: unknown): unknown[] =>
  typeof value === 'string' ? JSON.parse(value) : ((value as unknown[] | null) ?? [])

const hasLines = (list: unknown[]) => list.some((entry) => typeof entry === 'string')

/**
 * Migration 0100 (issue 27): the phases and nearby landmarks stored as lines
 * of text become entries with that name alone ({name, status: null, …}), in
 * batches by id. Rows already structured are left alone, so running it twice
 * changes nothing. Plain JSON text in and out: SQLite and MySQL alike.
 */
export async function structureTimelineLines(db: QueryClientContract) {
  let lastId = 0
  for (;;) {
    const rows = await db
      .from('ventures')
      .select('id', 'phases', 'nearby_landmarks')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(500)
    if (!rows.length) return
    lastId = rows[rows.length - 1].id
    for (const row of rows) {
      const phases = parse(row.phases)
      const landmarks = parse(row.nearby_landmarks)
      if (!hasLines(phases) && !hasLines(landmarks)) continue
      await db
        .from('ventures')
        .where('id', row.id)
        .update({
          phases: JSON.stringify(phases.map(phaseOf)),
          nearby_landmarks: JSON.stringify(landmarks.map(landmarkOf)),
        })
    }
  }
}

/** Back to lines (the migration's down): each entry's name. */
export async function flattenTimelineEntries(db: QueryClientContract) {
  const rows = await db.from('ventures').select('id', 'phases', 'nearby_landmarks')
  for (const row of rows) {
    const names = (list: unknown[]) => list.map((entry) => phaseOf(entry).name)
    await db
      .from('ventures')
      .where('id', row.id)
      .update({
        phases: JSON.stringify(names(parse(row.phases))),
        nearby_landmarks: JSON.stringify(names(parse(row.nearby_landmarks))),
      })
  }
}
