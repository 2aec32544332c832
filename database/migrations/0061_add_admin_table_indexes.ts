import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes for the admin tables' default views and sorts at 100,000+ rows
 * (`node ace bench:admin`, docs/admin.md): live
 * listings by price, and bookings newest first (the tab's first page).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('properties', (table) => {
      table.index(['deleted_at', 'price'], 'properties_admin_price_idx')
    })
    this.schema.alterTable('bookings', (table) => {
      table.index(['created_at'], 'bookings_created_idx')
    })
  }

  async down() {
    this.schema.alterTable('bookings', (table) =>
      table.dropIndex(['created_at'], 'bookings_created_idx')
    )
    this.schema.alterTable('properties', (table) =>
      table.dropIndex(['deleted_at', 'price'], 'properties_admin_price_idx')
    )
  }
}
