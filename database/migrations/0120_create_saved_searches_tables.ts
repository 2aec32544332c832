import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Saved searches and their alerts (issue 31).
 *
 * `saved_searches` keeps a search's filters (the /api/properties or
 * /api/ventures query, as JSON) and, beside them, the few columns the
 * pre-filter reads (country, lower-case city, type, price band): a new
 * listing is only checked against the searches the index
 * saved_searches_prefilter_idx finds, never every saved search.
 *
 * `saved_search_matches` is one row per (search, listing or venture) ever
 * announced: the unique index makes "at most once" a rule of the database.
 * `notified_at` is null until the instant alert or the digest told the owner.
 *
 * `notifications` are the in-app ones (the header's bell), `alert_events` the
 * outbox of things that went live, written in the go-live transaction and
 * worked off by the alert job runner (app/services/alerts/alert_jobs.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('saved_searches', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('name', 80).notNullable()
      table.string('kind', 16).notNullable()
      table.text('filters').notNullable()
      table.string('frequency', 8).notNullable()
      table.string('country_code', 2).notNullable()
      table.string('city_key', 80).nullable()
      table.string('type_key', 64).nullable()
      table.bigInteger('min_price').nullable()
      table.bigInteger('max_price').nullable()
      /** When its owner last opened it: matches after this are its "new" ones. */
      table.timestamp('seen_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'id'])
      table.index(['kind', 'country_code', 'city_key', 'type_key'], 'saved_searches_prefilter_idx')
    })

    this.schema.createTable('saved_search_matches', (table) => {
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

    this.schema.createTable('notifications', (table) => {
      table.bigIncrements('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('kind', 32).notNullable()
      table.text('data').notNullable()
      table.timestamp('read_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'id'])
      table.index(['user_id', 'read_at'])
    })

    this.schema.createTable('alert_events', (table) => {
      table.bigIncrements('id')
      table.string('kind', 16).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.string('state', 8).notNullable().defaultTo('queued')
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      /** The worker that claimed it (one conditional UPDATE: with several servers each event runs once). */
      table.string('claim', 36).nullable()
      table.timestamp('heartbeat_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['state', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('alert_events')
    this.schema.dropTable('notifications')
    this.schema.dropTable('saved_search_matches')
    this.schema.dropTable('saved_searches')
  }
}
