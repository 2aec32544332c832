import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each change of a lead's status (000 §4 Lead status), written in the same
 * transaction as the change: which lead, from and to which status, who
 * changed it and when. Shown as the lead's history on the dashboard.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('lead_status_changes', (table) => {
      table.increments('id')
      table
        .integer('lead_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('leads')
        .onDelete('CASCADE')
      table.string('from_status', 16).notNullable()
      table.string('to_status', 16).notNullable()
      /** Null once the account that changed it is deleted; the change stays in the history. */
      table
        .integer('changed_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['lead_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('lead_status_changes')
  }
}
