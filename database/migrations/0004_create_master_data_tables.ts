import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Master data admins manage (001 §2 Master data): property types and
 * amenities. The location tree has its own table (state → district → city →
 * area).
 */
export default class extends BaseSchema {
  async up() {
    for (const table of ['property_types', 'amenities']) {
      this.schema.createTable(table, (t) => {
        t.increments('id')
        t.string('name', 64).notNullable().unique()
        t.string('label', 120).notNullable()
        t.string('category', 32).nullable()
        t.string('icon', 64).nullable()
        t.string('description', 500).nullable()
        t.integer('display_order').notNullable().defaultTo(0)
        t.timestamp('created_at').notNullable()
        t.timestamp('updated_at').nullable()
      })
    }
  }

  async down() {
    this.schema.dropTable('amenities')
    this.schema.dropTable('property_types')
  }
}
