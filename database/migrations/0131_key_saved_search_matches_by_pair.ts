import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Matching at scale (issue 31): 1,000 new listings against 100,000 saved
 * searches write millions of match rows (docs/alerts.md), so a row costs one
 * B-tree, not three. saved_search_matches is keyed by its pair (saved search,
 * listing or venture): the primary key is the "at most once" rule and, first
 * by search, serves every read (a search's untold matches, its new ones, the
 * foreign key); the surrogate id and the (search, notified_at) index go.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('saved_search_matches_pairs', (table) => {
      table
        .integer('saved_search_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('saved_searches')
        .onDelete('CASCADE')
      table.integer('subject_id').unsigned().notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('notified_at').nullable()
      table.primary(['saved_search_id', 'subject_id'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        'INSERT INTO saved_search_matches_pairs (saved_search_id, subject_id, created_at, notified_at) SELECT saved_search_id, subject_id, created_at, notified_at FROM saved_search_matches'
      )
    })
    this.schema.dropTable('saved_search_matches')
    this.schema.renameTable('saved_search_matches_pairs', 'saved_search_matches')
  }

  async down() {
    this.schema.createTable('saved_search_matches_ids', (table) => {
      table.bigIncrements('id')
      table
        .integer('saved_search_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('saved_searches')
        .onDelete('CASCADE')
      table.integer('subject_id').unsigned().notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('notified_at').nullable()
      table.unique(['saved_search_id', 'subject_id'])
      table.index(['saved_search_id', 'notified_at'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        'INSERT INTO saved_search_matches_ids (saved_search_id, subject_id, created_at, notified_at) SELECT saved_search_id, subject_id, created_at, notified_at FROM saved_search_matches'
      )
    })
    this.schema.dropTable('saved_search_matches')
    this.schema.renameTable('saved_search_matches_ids', 'saved_search_matches')
  }
}
