import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A signed-in visitor asked to see a listing owner's phone and e-mail (issue 10).
 * Lead-like: the owner learns who is interested even when no enquiry follows,
 * and the rows are what the per-viewer limits protect. One row per viewer and
 * listing per day; asking again within the day records nothing new.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('contact_reveals', (table) => {
      table.increments('id')
      table
        .integer('owner_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('property_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('properties')
        .onDelete('CASCADE')
      table
        .integer('viewer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      /** view (the 'View phone number' button), call, whatsapp, email */
      table.string('channel', 16).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['viewer_id', 'property_id', 'created_at'])
      table.index(['owner_id', 'created_at'])
    })

    /** Repeated enquiries are recognised by e-mail as well as by phone (RecordEnquiry). */
    this.schema.alterTable('leads', (table) => {
      table.index(['property_id', 'contact_email', 'created_at'])
    })
  }

  async down() {
    this.schema.alterTable('leads', (table) => {
      table.dropIndex(['property_id', 'contact_email', 'created_at'])
    })
    this.schema.dropTable('contact_reveals')
  }
}
