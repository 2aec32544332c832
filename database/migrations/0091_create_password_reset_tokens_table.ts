import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * "Forgot password?" (issue 24). A reset link's token is stored only as its
 * SHA-256 (a leaked table opens nothing), lives one hour and is used once
 * (`used_at`). Asking again replaces an account's unused tokens.
 */
export default class extends BaseSchema {
  protected tableName = 'password_reset_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
