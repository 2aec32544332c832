import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import cache from '@adonisjs/cache/services/main'
import type { Group } from '@japa/runner/core'

/**
 * Each test runs inside a transaction that is rolled back afterwards, and
 * starts with empty rate-limit counters and an empty cache (counts of rows
 * rolled back are not kept; config/cache.ts).
 */
export function isolated(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => cache.clear())
}

/**
 * For tests that need committed rows, e.g. MySQL FULLTEXT, which only sees
 * data after commit: every table is emptied after each test instead.
 */
export function committed(group: Group) {
  group.each.setup(() => emptyTables)
  group.each.setup(() => limiter.clear())
  group.each.setup(() => cache.clear())
}

/**
 * Empties every application table. Not testUtils' truncate: that would also
 * hit SQLite's FTS5 tables (`<table>_fts*`), which only the FTS triggers may change.
 */
/** Reference data the run seeds once (tests/bootstrap.ts) and every test may need. */
const KEPT = ['property_types', 'cache_versions']

export async function emptyTables() {
  const connection = db.connection()
  const allTables = await connection.getAllTables()
  const tables = allTables.filter(
    (table) =>
      !table.startsWith('adonis_schema') &&
      !/_fts(_|$)/.test(table) &&
      !table.startsWith('sqlite_') &&
      !KEPT.includes(table)
  )
  if (connection.dialect.name === 'mysql') {
    await connection.rawQuery('SET FOREIGN_KEY_CHECKS = 0')
    for (const table of tables) await connection.truncate(table)
    await connection.rawQuery('SET FOREIGN_KEY_CHECKS = 1')
    return
  }
  await connection.rawQuery('PRAGMA foreign_keys = OFF')
  for (const table of tables) await connection.from(table).delete()
  await connection.rawQuery('PRAGMA foreign_keys = ON')
}
