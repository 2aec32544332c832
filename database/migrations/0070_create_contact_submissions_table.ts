import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Messages sent through the Contact Us form (001 §2, §3 Contact submission).
 * `reference_id` is what the sender is told (random, not a counter, so one
 * reference says nothing about others). A property inquiry also becomes a
 * marketplace lead (`lead_id`, see 0071).
 */
export default class extends BaseSchema {
  protected tableName = 'contact_submissions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('reference_id', 16).notNullable().unique()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('lead_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('leads')
        .onDelete('SET NULL')
      table.string('name', 100).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 32).nullable()
      table.string('subject', 200).notNullable()
      /** general, property, venture, support, partnership, agent */
      table.string('inquiry_type', 16).notNullable()
      table.string('property_type', 16).nullable()
      table.string('location', 200).nullable()
      table.string('budget', 16).nullable()
      table.text('message').notNullable()
      /** email, phone, whatsapp */
      table.string('preferred_contact', 16).notNullable()
      table.string('locale', 8).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
