import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A paid reservation of a property or venture unit (001 §3 Booking). The
 * owner sets properties.booking_amount (whole rupees, like price); a completed
 * booking marks the unit reserved, an admin cancellation or refund frees it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('properties', (table) => {
      table.bigInteger('booking_amount').nullable()
    })

    this.schema.createTable('bookings', (table) => {
      table.increments('id')
      table
        .integer('property_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('properties')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      /** Whole rupees (INR), the owner's booking amount when the buyer checked out. */
      table.bigInteger('amount').notNullable()
      /** The checkout that pays it. */
      table
        .integer('transaction_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('payments')
        .onDelete('SET NULL')
      /** The gateway's payment id once paid; null while pending. */
      table.string('payment_id', 255).nullable()
      /** pending, completed, cancelled, refunded */
      table.string('status', 16).notNullable().defaultTo('pending')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['property_id', 'status'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('bookings')
    this.schema.alterTable('properties', (table) => {
      table.dropColumn('booking_amount')
    })
  }
}
