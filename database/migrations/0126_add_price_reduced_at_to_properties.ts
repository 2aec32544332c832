import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When a listing's price was last cut (issue 31): cards say 'Price reduced'
 * for 14 days after. Kept on the listing by the same code that records the
 * change (app/services/listings/price_history.ts), so the public search reads
 * it with the row it already reads, never a join on the price history. Null:
 * never cut, or raised since. Not indexed: nothing filters or sorts on it.
 * A nullable column without a default is an instant ALTER on MySQL 8, also
 * on a million listings.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('properties', (table) => {
      table.timestamp('price_reduced_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('properties', (table) => {
      table.dropColumn('price_reduced_at')
    })
  }
}
