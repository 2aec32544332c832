import { DateTime } from 'luxon'

/**
 * A timestamp as Lucid writes model dates ('yyyy-MM-dd HH:mm:ss'), for raw
 * query-builder writes and comparisons that must match model-written rows on
 * SQLite and MySQL alike (a JS Date would become a number on SQLite).
 */
export function sqlTime(value: DateTime | Date = DateTime.now()): string {
  const dateTime = value instanceof Date ? DateTime.fromJSDate(value) : value
  return dateTime.toFormat('yyyy-MM-dd HH:mm:ss')
}

/** A timestamp column of a raw row (SQLite: text, MySQL: Date) as ISO 8601, or null. */
export function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return DateTime.fromJSDate(value).toISO()
  const parsed = DateTime.fromSQL(String(value))
  return parsed.isValid ? parsed.toISO() : DateTime.fromISO(String(value)).toISO()
}
