import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bulk upload previews (issue 25): a file is uploaded, guarded and read once,
 * at preview; what was read is kept here, and "process" names the preview
 * instead of sending the file again.
 *
 * `payload` is the gzipped JSON of what the preview found (app/services/bulk/
 * bulk_previews.ts): the valid rows and the signature of their plan, or the
 * sheet and its problems for the error copy. It is cleared when its import
 * ends; rows older than a day are removed.
 *
 * `bulk_imports.preview_id` (unique) makes a preview processed at most once,
 * on every app server at once: one import, one charge.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('bulk_previews', (table) => {
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
      /** Units the file would create, update or leave as they are (0 when it has problems). */
      table.integer('total_rows').unsigned().notNullable().defaultTo(0)
      table.integer('issue_count').unsigned().notNullable().defaultTo(0)
      table.specificType('payload', 'longblob').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
    })
    this.schema.alterTable('bulk_imports', (table) => {
      table.integer('preview_id').unsigned().nullable().unique()
    })
  }

  async down() {
    this.schema.alterTable('bulk_imports', (table) => {
      table.dropUnique(['preview_id'])
      table.dropColumn('preview_id')
    })
    this.schema.dropTable('bulk_previews')
  }
}
