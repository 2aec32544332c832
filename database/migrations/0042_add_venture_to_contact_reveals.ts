import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A venture's developer contact is revealed like a listing owner's (issue 14:
 * 'Call' in the unit modal and 'Contact Developer', through the flow of issue 10).
 * A reveal now names the venture, and the listing only when there is one: the
 * unit whose modal asked, or the listing page's property. One row per viewer
 * and venture per day, found by (viewer_id, venture_id, created_at).
 */
export default class extends BaseSchema {
  protected tableName = 'contact_reveals'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('venture_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('ventures')
        .onDelete('CASCADE')
      table.index(['viewer_id', 'venture_id', 'created_at'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('property_id').unsigned().nullable().alter()
    })
  }

  async down() {
    // Reveals of a developer without a listing have no place in the old table.
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('property_id').delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('property_id').unsigned().notNullable().alter()
    })
    // Foreign key first: MySQL keeps an index while a foreign key needs it.
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['venture_id'])
      table.dropIndex(['viewer_id', 'venture_id', 'created_at'])
      table.dropColumn('venture_id')
    })
  }
}
