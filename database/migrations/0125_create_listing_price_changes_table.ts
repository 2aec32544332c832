import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every change of a listing's price (issue 31), written in the same
 * transaction as the new price by app/services/listings/price_history.ts:
 * from and to which price (whole units of the listing's currency, like
 * `properties.price`) and when. The detail page and GET /api/properties/{id}
 * read a listing's newest changes through (property_id, changed_at, id).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('listing_price_changes', (table) => {
      table.increments('id')
      table
        .integer('property_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('properties')
        .onDelete('CASCADE')
      table.bigInteger('old_price').notNullable()
      table.bigInteger('new_price').notNullable()
      table.timestamp('changed_at').notNullable()
      table.index(['property_id', 'changed_at', 'id'], 'listing_price_changes_newest_idx')
    })
  }

  async down() {
    this.schema.dropTable('listing_price_changes')
  }
}
