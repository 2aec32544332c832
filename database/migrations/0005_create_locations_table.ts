import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The location tree (000 §3 Location hierarchy): country → state → district →
 * city → area, each with real coordinates. Master data: admins may add, edit
 * and delete entries.
 */
export default class extends BaseSchema {
  protected tableName = 'locations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('country_code', 2).notNullable()
      table
        .integer('parent_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('locations')
        .onDelete('CASCADE')
      /** state, district, city or area */
      table.string('level', 12).notNullable()
      table.string('name', 120).notNullable()
      table.string('label', 160).nullable()
      table.string('category', 32).nullable()
      table.string('icon', 64).nullable()
      table.string('description', 500).nullable()
      table.decimal('lat', 9, 6).notNullable()
      table.decimal('lng', 9, 6).notNullable()
      table.integer('display_order').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['country_code', 'level'])
      table.index(['parent_id', 'display_order'])
    })

    this.schema.alterTable('users', (table) => {
      /** Where the user last detected themselves (POST /api/locations/detect-and-save). */
      table
        .integer('home_location_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('locations')
        .onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropForeign(['home_location_id'])
      table.dropColumn('home_location_id')
    })
    this.schema.dropTable(this.tableName)
  }
}
