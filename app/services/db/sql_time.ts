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
