import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bulk uploads of units (001 §2 Bulk upload, issue 15): one row per upload,
 * which is also the job's state, so a restarted server finds the imports that
 * were running and resumes them (app/services/bulk/import_jobs.ts).
 *
 * `active_key` (owner:file hash) is set while an import of that file is
 * queued or running and cleared when it ends: the unique index refuses a
 * second process request for the same file on every app server at once.
 *
 * The ventures, towers and units an import creates carry its id
 * (`bulk_import_id`, no foreign key: the import row is never deleted and
 * SQLite would rebuild `properties` for one), so it can be staged, discarded
 * after a failure, and undone by its owner within 7 days.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('bulk_imports', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('file_name', 255).notNullable()
      table.string('file_hash', 64).notNullable()
      table.integer('file_size').unsigned().notNullable()
      /** Where the uploaded file waits while queued or running (removed when the import ends). */
      table.string('file_path', 500).nullable()
      /** queued → running → completed | failed; completed → undone. */
      table.string('state', 16).notNullable().defaultTo('queued')
      table.string('active_key', 120).nullable().unique()
      table.string('locale', 8).notNullable().defaultTo('en')
      table.integer('total_rows').unsigned().notNullable().defaultTo(0)
      /** Units written so far: the progress bar's numerator. */
      table.integer('rows_written').unsigned().notNullable().defaultTo(0)
      table.integer('created_ventures').unsigned().notNullable().defaultTo(0)
      table.integer('created_towers').unsigned().notNullable().defaultTo(0)
      table.integer('created_units').unsigned().notNullable().defaultTo(0)
      table.integer('updated_units').unsigned().notNullable().defaultTo(0)
      table.integer('unchanged_units').unsigned().notNullable().defaultTo(0)
      table.integer('credits_charged').unsigned().notNullable().defaultTo(0)
      table.integer('credits_refunded').unsigned().notNullable().defaultTo(0)
      /** Text of each problem, in the uploader's language. */
      table.json('errors').notNullable()
      table.tinyint('attempts').unsigned().notNullable().defaultTo(0)
      /** Written while a worker runs it; a running import with an old heartbeat was cut off by a restart. */
      table.timestamp('heartbeat_at').nullable()
      table.timestamp('started_at').nullable()
      table.timestamp('finished_at').nullable()
      table.timestamp('undone_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'created_at'])
      table.index(['state', 'heartbeat_at'])
    })
    for (const name of ['ventures', 'towers', 'properties']) {
      this.schema.alterTable(name, (table) => {
        table.integer('bulk_import_id').unsigned().nullable().index()
      })
    }
  }

  async down() {
    for (const name of ['properties', 'towers', 'ventures']) {
      this.schema.alterTable(name, (table) => {
        table.dropIndex(['bulk_import_id'])
        table.dropColumn('bulk_import_id')
      })
    }
    this.schema.dropTable('bulk_imports')
  }
}
