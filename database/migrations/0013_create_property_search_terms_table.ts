import { BaseSchema } from '@adonisjs/lucid/schema'
import { termRowsOfRecord, TERM_MAX_LENGTH } from '#services/listings/search_terms'

/**
 * The search-term index (app/services/listings/search_terms.ts): the primary
 * key serves "every listing with this word in this country, newest first";
 * (property_id, term) serves "does this listing also have that word".
 * Existing listings are indexed here; the Property model keeps it current.
 */
export default class extends BaseSchema {
  protected tableName = 'property_search_terms'

  async up() {
    const mysql = this.db.dialect.name === 'mysql'
    this.schema.createTable(this.tableName, (table) => {
      // Binary: words are stored lower-cased, and "café"/"cafe" must not collide as one key.
      const term = table.string('term', TERM_MAX_LENGTH).notNullable()
      if (mysql) term.collate('utf8mb4_bin')
      table.string('country_code', 2).notNullable()
      table.timestamp('published_at').notNullable()
      table
        .integer('property_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('properties')
        .onDelete('CASCADE')
      table.primary(['term', 'country_code', 'published_at', 'property_id'])
      table.index(['property_id', 'term'], 'property_search_terms_property_idx')
    })

    this.defer(async (db) => {
      let lastId = 0
      for (;;) {
        const rows = await db
          .from('properties')
          .select('id', 'title', 'location', 'description', 'country_code', 'published_at')
          .where('id', '>', lastId)
          .whereNotNull('published_at')
          .orderBy('id')
          .limit(2000)
        if (!rows.length) break
        lastId = rows[rows.length - 1].id
        const terms = rows.flatMap(termRowsOfRecord)
        await db.transaction(async (trx) => {
          for (let i = 0; i < terms.length; i += 1000)
            await trx.table(this.tableName).multiInsert(terms.slice(i, i + 1000))
        })
      }
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
