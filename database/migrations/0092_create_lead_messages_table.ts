import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Repeat enquiries of a lead (issue 24): the same person (phone or e-mail)
 * asking about the same thing within the dedupe window adds a row here with
 * the message and the contact details it came with, instead of overwriting
 * the lead. The lead's own contact fields are the first enquiry's and never
 * change; the dashboard shows these rows to the lead's owner (or an admin)
 * as its history, marking contact details other than the lead's.
 */
export default class extends BaseSchema {
  protected tableName = 'lead_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('lead_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('leads')
        .onDelete('CASCADE')
      /** The signed-in sender, if any; null for visitors and once the account is gone. */
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('contact_name', 100).notNullable()
      table.string('contact_phone', 32).notNullable()
      table.string('contact_email', 254).nullable()
      table.text('message').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['lead_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
