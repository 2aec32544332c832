import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * The triggers that keep SQLite's FTS5 table (properties_fts, migration 0011)
 * in step with `properties`. A migration that makes SQLite rebuild the
 * properties table (knex does for a new foreign key: copy, drop, rename)
 * loses them with the old table, and must create them again: without them,
 * text searches whose every word is an ambiguous prefix ("lak") find nothing.
 */
export async function createPropertyFtsTriggers(db: QueryClientContract) {
  await db.rawQuery(`CREATE TRIGGER IF NOT EXISTS properties_fts_ai AFTER INSERT ON properties BEGIN
    INSERT INTO properties_fts(rowid, title, location, description) VALUES (new.id, new.title, new.location, new.description);
  END`)
  await db.rawQuery(`CREATE TRIGGER IF NOT EXISTS properties_fts_ad AFTER DELETE ON properties BEGIN
    INSERT INTO properties_fts(properties_fts, rowid, title, location, description) VALUES ('delete', old.id, old.title, old.location, old.description);
  END`)
  await db.rawQuery(`CREATE TRIGGER IF NOT EXISTS properties_fts_au AFTER UPDATE OF title, location, description ON properties BEGIN
    INSERT INTO properties_fts(properties_fts, rowid, title, location, description) VALUES ('delete', old.id, old.title, old.location, old.description);
    INSERT INTO properties_fts(rowid, title, location, description) VALUES (new.id, new.title, new.location, new.description);
  END`)
  await db.rawQuery(`INSERT INTO properties_fts(properties_fts) VALUES ('rebuild')`)
}
