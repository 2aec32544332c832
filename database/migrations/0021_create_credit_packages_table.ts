import { BaseSchema } from '@adonisjs/lucid/schema'

/** Credit packages per country (001 §3 Credit package); seeded by database/seeders/main. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('credit_packages', (table) => {
      table.increments('id')
      /** Public id used by clients (package_id, plan_id), e.g. "in_starter". */
      table.string('code', 40).notNullable().unique()
      table.string('country_code', 2).notNullable()
      table.string('name', 80).notNullable()
      table.string('description', 255).notNullable()
      table.integer('credits').unsigned().notNullable()
      /** In minor units of `currency` (paise, cents). */
      table.integer('price_minor').unsigned().notNullable()
      table.integer('original_price_minor').unsigned().nullable()
      /** Whole percent off the original price, 0 when none. */
      table.smallint('discount_percent').unsigned().notNullable().defaultTo(0)
      table.string('currency', 3).notNullable()
      /** razorpay or stripe: the gateway this country pays through. */
      table.string('provider', 16).notNullable()
      table.smallint('display_order').unsigned().notNullable().defaultTo(0)
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['country_code', 'active', 'display_order'])
    })
  }

  async down() {
    this.schema.dropTable('credit_packages')
  }
}
