import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A listing. Venture units are properties too (the spec links a unit to
 * /properties/{id} and deletes it with DELETE /properties/{id}); the venture
 * columns are added by the ventures migration.
 */
export default class extends BaseSchema {
  protected tableName = 'properties'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('owner_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('title', 200).notNullable()
      table.string('property_type', 32).notNullable()
      /** Canonical price in whole rupees (INR); converted for display only. */
      table.bigInteger('price').notNullable()
      table.integer('area_sqft').notNullable()
      table.smallint('bedrooms').nullable()
      table.smallint('bathrooms').nullable()
      /** available, sold, rented, under_construction, reserved, blocked */
      table.string('status', 24).notNullable().defaultTo('available')
      table.text('description').notNullable()
      table.json('amenities').notNullable()
      table.json('images').notNullable()
      table.string('state', 80).nullable()
      table.string('district', 80).nullable()
      table.string('city', 80).nullable()
      table.string('area', 120).nullable()
      /** Display location built from the parts (000 §5). */
      table.string('location', 255).notNullable()
      table.string('country_code', 2).notNullable().defaultTo('IN')
      table.decimal('lat', 9, 6).nullable()
      table.decimal('lng', 9, 6).nullable()
      /** Listing lifecycle: draft, active, expired. A paid post lives 30 days. */
      table.string('listing_state', 16).notNullable().defaultTo('draft')
      table.timestamp('published_at').nullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['owner_id'])
      table.index(
        ['country_code', 'listing_state', 'published_at', 'id'],
        'properties_public_latest_idx'
      )
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
