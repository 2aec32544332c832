import { BaseSchema } from '@adonisjs/lucid/schema'
import { createPropertyFtsTriggers } from '#database/sqlite_fts'

/**
 * Ventures (builder projects), their towers, and the venture columns of a
 * unit: a unit *is* a property (000 §2 opens units at /properties/{id}).
 * `unit_count`, `total_units` and `unit_configs` are derived from the units in the same
 * transaction as every unit write that changes them (create, publish, delete;
 * app/services/ventures/unit_counts.ts) and by the expiry job; available and
 * per-tower counts change with every booking, so they are computed when read
 * (one grouped query on properties(venture_id, status)). Nothing types them in
 * except the builder's planned total, kept apart in `planned_units`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('ventures', (table) => {
      table.increments('id')
      table
        .integer('owner_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('name', 150).notNullable()
      table.text('description').notNullable()
      table.string('logo_url', 500).nullable()
      /** One of BUILDERS (others for any other); builder_name is what people read. */
      table.string('builder', 40).notNullable().defaultTo('others')
      table.string('builder_name', 150).notNullable()
      table.string('venture_type', 32).notNullable().defaultTo('residential')
      table.string('status', 24).notNullable().defaultTo('upcoming')
      table.json('property_types').notNullable()
      table.json('unit_types').notNullable()
      table.json('amenities').notNullable()
      table.json('approvals').notNullable()
      table.json('images').notNullable()
      table.json('master_plan_images').notNullable()
      table.json('phases').notNullable()
      table.json('nearby_landmarks').notNullable()
      /** Indian projects advertise their RERA registration (RERA Act 2016 §11). */
      table.string('rera_number', 60).nullable()
      /** YYYY-MM; possession timelines of 000 §9 are derived from it. */
      table.string('launch_month', 7).nullable()
      table.string('possession_month', 7).nullable()
      /** Whole units of the country's currency, like listing prices. */
      table.bigInteger('min_price').nullable()
      table.bigInteger('max_price').nullable()
      table.integer('planned_units').unsigned().notNullable().defaultTo(0)
      /** Listed units: active and not deleted. */
      table.integer('unit_count').unsigned().notNullable().defaultTo(0)
      /** The unit configurations (UNIT_CONFIGS) of the listed units, for the filter of 000 §9. */
      table.json('unit_configs').notNullable()
      /** unit_count when units exist, else planned_units: what cards show and project size filters on. */
      table.integer('total_units').unsigned().notNullable().defaultTo(0)
      table.string('state', 80).nullable()
      table.string('district', 80).nullable()
      table.string('city', 80).nullable()
      table.string('area', 120).nullable()
      table.string('location', 255).notNullable()
      table.string('country_code', 2).notNullable().defaultTo('IN')
      table.boolean('is_public').notNullable().defaultTo(false)
      table.timestamp('published_at').nullable()
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['owner_id'])
      /** Public list, newest first; the other sorts and filters narrow this set (see VentureSearch). */
      table.index(['country_code', 'is_public', 'published_at', 'id'], 'ventures_public_latest_idx')
      table.index(['country_code', 'is_public', 'min_price', 'id'], 'ventures_public_price_idx')
      table.index(['country_code', 'is_public', 'name', 'id'], 'ventures_public_name_idx')
    })

    this.schema.createTable('towers', (table) => {
      table.increments('id')
      table
        .integer('venture_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('ventures')
        .onDelete('CASCADE')
      table.string('name', 80).notNullable()
      table.string('description', 1000).nullable()
      table.smallint('floors').unsigned().notNullable().defaultTo(1)
      table.smallint('units_per_floor').unsigned().notNullable().defaultTo(1)
      table.string('tower_type', 16).notNullable().defaultTo('residential')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['venture_id', 'name'])
    })

    this.schema.alterTable('properties', (table) => {
      table
        .integer('venture_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('ventures')
        .onDelete('CASCADE')
      table
        .integer('tower_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('towers')
        .onDelete('CASCADE')
      table.string('unit_number', 20).nullable()
      table.smallint('floor').nullable()
      table.string('facing', 16).nullable()
      table.string('unit_type', 32).nullable()
      table.unique(['tower_id', 'unit_number'])
      table.index(['venture_id', 'status'])
    })
    // SQLite rebuilt the properties table for the new foreign keys, and lost its FTS triggers with the old one.
    this.defer(async (db) => {
      if (db.dialect.name !== 'mysql') await createPropertyFtsTriggers(db)
    })

    this.schema.alterTable('leads', (table) => {
      table
        .integer('venture_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('ventures')
        .onDelete('SET NULL')
      table.index(['venture_id', 'contact_phone', 'created_at'])
    })

    this.schema.createTable('venture_favorites', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('venture_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('ventures')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'venture_id'])
    })
  }

  async down() {
    this.schema.dropTable('venture_favorites')
    // Foreign keys first: MySQL keeps an index while a foreign key needs it.
    this.schema.alterTable('leads', (table) => {
      table.dropForeign(['venture_id'])
      table.dropIndex(['venture_id', 'contact_phone', 'created_at'])
      table.dropColumn('venture_id')
    })
    this.schema.alterTable('properties', (table) => {
      table.dropForeign(['venture_id'])
      table.dropForeign(['tower_id'])
      table.dropUnique(['tower_id', 'unit_number'])
      table.dropIndex(['venture_id', 'status'])
      table.dropColumn('venture_id')
      table.dropColumn('tower_id')
      table.dropColumn('unit_number')
      table.dropColumn('floor')
      table.dropColumn('facing')
      table.dropColumn('unit_type')
    })
    this.schema.dropTable('towers')
    this.schema.dropTable('ventures')
  }
}
