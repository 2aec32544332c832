import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Listing photos uploaded but not (yet) known to be used by a listing. A row
 * is written per upload (and per photo an edit drops); `media:prune-uploads`
 * (run by the credits:expire cron line) removes the files of rows older than a
 * day that no listing uses, and forgets rows whose photo a listing does use.
 */
export default class extends BaseSchema {
  protected tableName = 'uploaded_images'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      /** The upload's folder: images/<id>/<width>.webp. */
      table.string('id', 36).primary()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
