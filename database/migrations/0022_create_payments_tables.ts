import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per checkout (credit purchase or booking). A payment is fulfilled
 * exactly once: the status moves to `completed` with one conditional UPDATE
 * (status still open), and only the request that wins it grants anything.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payments', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      /** credits or booking */
      table.string('purpose', 16).notNullable()
      table
        .integer('package_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('credit_packages')
        .onDelete('SET NULL')
      /** Credits the package gave at checkout time (the package may change later). */
      table.integer('credits').unsigned().notNullable().defaultTo(0)
      /** razorpay, stripe or demo */
      table.string('provider', 16).notNullable()
      /** Razorpay order id, Stripe Checkout Session id, or the demo order id. */
      table.string('provider_order_id', 255).nullable()
      /** Razorpay payment id, Stripe PaymentIntent id, demo payment id; set when paid. */
      table.string('provider_payment_id', 255).nullable()
      /** In minor units (paise, cents), always from the server's package or booking. */
      table.integer('amount_minor').unsigned().notNullable()
      table.string('currency', 3).notNullable()
      /** created → completed | failed | cancelled; completed → refunded */
      table.string('status', 16).notNullable().defaultTo('created')
      table.string('success_url', 2048).nullable()
      table.string('cancel_url', 2048).nullable()
      table.timestamp('fulfilled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['provider', 'provider_order_id'])
      table.index(['user_id', 'id'])
    })

    /** Webhook deliveries already handled, so a replay is acknowledged without work. */
    this.schema.createTable('payment_webhook_events', (table) => {
      table.increments('id')
      table.string('provider', 16).notNullable()
      table.string('event_id', 255).notNullable()
      table.string('type', 80).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['provider', 'event_id'])
    })

    /**
     * Money moving for a user, in the spec's Transaction shape (001 §3): the
     * purchases they paid (amount in the payment's currency) and the 25%
     * commissions they earned as an agent (paise, added to the wallet).
     */
    this.schema.createTable('wallet_transactions', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      /** purchase, booking, commission */
      table.string('type', 16).notNullable()
      table.string('description', 255).notNullable()
      /** Minor units of `currency`; commissions are always INR paise. */
      table.bigInteger('amount_minor').notNullable()
      table.string('currency', 3).notNullable()
      table
        .integer('payment_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('payments')
        .onDelete('SET NULL')
      table.string('idempotency_key', 160).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('wallet_transactions')
    this.schema.dropTable('payment_webhook_events')
    this.schema.dropTable('payments')
  }
}
