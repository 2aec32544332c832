import { BaseSchema } from '@adonisjs/lucid/schema'
import { createPropertyFtsTriggers } from '#database/sqlite_fts'

/**
 * Indexes for public search (app/services/listings/property_search.ts).
 * Every public query starts with country_code = ? AND listing_state = 'active'
 * (equality columns first), then one range or sort column, then id as the
 * tiebreaker that keyset pagination needs.
 *
 * Text search: MySQL gets a FULLTEXT index; SQLite gets an FTS5 table kept in
 * step by triggers. PropertyTextSearch picks the right one at run time.
 */
export default class extends BaseSchema {
  protected tableName = 'properties'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['country_code', 'listing_state', 'price', 'id'], 'properties_public_price_idx')
      table.index(
        ['country_code', 'listing_state', 'area_sqft', 'id'],
        'properties_public_area_idx'
      )
      table.index(
        ['country_code', 'listing_state', 'property_type', 'published_at', 'id'],
        'properties_public_type_idx'
      )
      table.index(
        ['country_code', 'listing_state', 'city', 'published_at', 'id'],
        'properties_public_city_idx'
      )
      table.index(
        ['country_code', 'listing_state', 'state', 'published_at', 'id'],
        'properties_public_state_idx'
      )
    })

    this.defer(async (db) => {
      const dialect = db.dialect.name
      if (dialect === 'mysql') {
        await db.rawQuery(
          'ALTER TABLE properties ADD FULLTEXT INDEX properties_text_idx (title, location, description)'
        )
        return
      }
      await db.rawQuery(
        `CREATE VIRTUAL TABLE properties_fts USING fts5(title, location, description, content='properties', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`
      )
      await createPropertyFtsTriggers(db)
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'mysql') {
        await db.rawQuery('ALTER TABLE properties DROP INDEX properties_text_idx')
        return
      }
      for (const trigger of ['properties_fts_ai', 'properties_fts_ad', 'properties_fts_au'])
        await db.rawQuery(`DROP TRIGGER IF EXISTS ${trigger}`)
      await db.rawQuery('DROP TABLE IF EXISTS properties_fts')
    })
    this.schema.alterTable(this.tableName, (table) => {
      for (const name of ['price', 'area', 'type', 'city', 'state'])
        table.dropIndex([], `properties_public_${name}_idx`)
    })
  }
}
