import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    /** A user's saved listings (000 §3 Favorite). */
    this.schema.createTable('favorites', (table) => {
      table.increments('id')
      table
        .integer('user_id')
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
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'property_id'])
      table.index(['property_id'])
    })

    /**
     * Enquiries for an owner (000 §3 Lead): who asked, about which listing.
     * Status new → contacted → visited → converted → closed.
     */
    this.schema.createTable('leads', (table) => {
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
        .nullable()
        .references('id')
        .inTable('properties')
        .onDelete('SET NULL')
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
      table.string('status', 16).notNullable().defaultTo('new')
      /** property_contact, site_visit, contact_form, assistant */
      table.string('source', 24).notNullable().defaultTo('property_contact')
      table.integer('enquiry_count').unsigned().notNullable().defaultTo(1)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['owner_id', 'created_at'])
      table.index(['property_id', 'contact_phone', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('leads')
    this.schema.dropTable('favorites')
  }
}
