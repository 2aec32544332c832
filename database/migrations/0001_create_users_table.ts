import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('name', 100).notNullable()
      /** Always stored lower-cased; unique across the marketplace. */
      table.string('email', 254).notNullable().unique()
      /** Formatted for its country, e.g. "+91 98765 43210". */
      table.string('phone', 32).notNullable()
      table.string('country_code', 2).notNullable().defaultTo('IN')
      table.string('password').notNullable()
      table.string('role', 16).notNullable().defaultTo('customer').index()
      /** Personal referral code; a referred user's purchases earn this user commission. */
      table.string('agent_code', 16).notNullable().unique()
      table
        .integer('referred_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /** Cached balance; always equals the sum of the user's credit ledger. */
      table.integer('credits').notNullable().defaultTo(0)
      table.bigInteger('wallet_balance_paise').notNullable().defaultTo(0)
      table.string('locale', 8).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
