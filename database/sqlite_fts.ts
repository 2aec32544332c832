import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * The triggers that keep one of SQLite's FTS5 tables (`<table>_fts`, an
 * external-content table over `<table>` keyed by its id) in step with its
 * table, then fill it from the rows already there. A migration that makes
 * SQLite rebuild the table (knex does for a new foreign key: copy, drop,
 * rename) loses them with the old table, and must create them again: without
 * them, text searches find nothing new.
 */
export async function createFtsTriggers(db: QueryClientContract, table: string, columns: string[]) {
  const fts = `${table}_fts`
  const list = columns.join(', ')
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ')
  const remove = `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`
  const add = `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});`
  await db.rawQuery(`CREATE TRIGGER IF NOT EXISTS ${fts}_ai AFTER INSERT ON ${table} BEGIN
    ${add}
  END`)
  await db.rawQuery(`CREATE TRIGGER IF NOT EXISTS ${fts}_ad AFTER DELETE ON ${table} BEGIN
    ${remove}
  END`)
  await db.rawQuery(`CREATE TRIGGER IF NOT EXISTS ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN
    ${remove}
    ${add}
  END`)
  await db.rawQuery(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`)
}

/** The FTS5 table of `table`'s text columns (external content, Latin accents folded), with its triggers. */
export async function createFtsTable(db: QueryClientContract, table: string, columns: string[]) {
  await db.rawQuery(
    `CREATE VIRTUAL TABLE ${table}_fts USING fts5(${columns.join(', ')}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`
  )
  await createFtsTriggers(db, table, columns)
}

/** Drops what createFtsTable made. */
export async function dropFtsTable(db: QueryClientContract, table: string) {
  for (const suffix of ['ai', 'ad', 'au'])
    await db.rawQuery(`DROP TRIGGER IF EXISTS ${table}_fts_${suffix}`)
  await db.rawQuery(`DROP TABLE IF EXISTS ${table}_fts`)
}

/**
 * `<table>_fts_phone`: the digits of `<table>.<column>` (a phone number, stored as "+91 98765
 * 43210" or "+1 (614) 555-0123") in an FTS5 table with the trigram tokenizer, kept in step by
 * triggers, so `digits LIKE '%9876543210'` (the number ends with these digits) reads the index
 * instead of every row.
 */
export async function createPhoneDigitsTable(
  db: QueryClientContract,
  table: string,
  column: string
) {
  const fts = `${table}_fts_phone`
  const digits = (row: string) =>
    ['+', ' ', '(', ')', '-', '.'].reduce(
      (sql, mark) => `REPLACE(${sql}, '${mark}', '')`,
      `${row}.${column}`
    )
  const add = `INSERT INTO ${fts}(rowid, digits) VALUES (new.id, ${digits('new')});`
  const remove = `DELETE FROM ${fts} WHERE rowid = old.id;`
  await db.rawQuery(`CREATE VIRTUAL TABLE ${fts} USING fts5(digits, tokenize='trigram')`)
  await db.rawQuery(`CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN ${add} END`)
  await db.rawQuery(`CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN ${remove} END`)
  await db.rawQuery(
    `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${column} ON ${table} BEGIN ${remove} ${add} END`
  )
  await db.rawQuery(`INSERT INTO ${fts}(rowid, digits) SELECT id, ${digits(table)} FROM ${table}`)
}

/** Drops what createPhoneDigitsTable made. */
export async function dropPhoneDigitsTable(db: QueryClientContract, table: string) {
  for (const suffix of ['ai', 'ad', 'au'])
    await db.rawQuery(`DROP TRIGGER IF EXISTS ${table}_fts_phone_${suffix}`)
  await db.rawQuery(`DROP TABLE IF EXISTS ${table}_fts_phone`)
}

/** The listings' text table (migration 0011): title, location and description. */
export const createPropertyFtsTriggers = (db: QueryClientContract) =>
  createFtsTriggers(db, 'properties', ['title', 'location', 'description'])
