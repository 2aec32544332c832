import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The admin panel (issue 16).
 *
 * - `users.deleted_at`: users are soft-deleted (hidden, logins refused, tokens
 *   revoked) and can be restored; nothing that points at them (payments,
 *   ledger, bookings) is ever removed, because the row stays.
 * - `retired_at` on property types, amenities and locations: an item in use
 *   cannot be deleted but can be retired from new listings.
 * - `audit_logs`: every admin change and every credit grant, written in the
 *   transaction of the change. `actor_id` has no foreign key: the trail
 *   outlives whatever it names, and `actor_label` keeps who it was
 *   (an e-mail, or 'cli' / 'system').
 * - `cache_versions`: a counter per cached list (the location tree), bumped
 *   in the transaction of an edit; every app instance compares it before
 *   using its copy, so no instance keeps serving a stale tree.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('deleted_at').nullable()
      table.index(['deleted_at', 'created_at'])
      table.index(['deleted_at', 'role'])
    })
    for (const name of ['property_types', 'amenities', 'locations']) {
      this.schema.alterTable(name, (table) => {
        table.timestamp('retired_at').nullable()
      })
    }
    this.schema.createTable('audit_logs', (table) => {
      table.increments('id')
      table.integer('actor_id').unsigned().nullable()
      table.string('actor_label', 255).notNullable()
      table.string('action', 48).notNullable()
      table.string('target_type', 32).notNullable()
      table.integer('target_id').unsigned().nullable()
      table.string('target_label', 255).nullable()
      table.text('before').nullable()
      table.text('after').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
      table.index(['actor_id', 'created_at'])
      table.index(['target_type', 'target_id', 'created_at'])
    })
    this.schema.createTable('cache_versions', (table) => {
      table.string('name', 40).primary()
      table.integer('version').unsigned().notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.table('cache_versions').insert({ name: 'locations', version: 1 })
    })
  }

  async down() {
    this.schema.dropTable('cache_versions')
    this.schema.dropTable('audit_logs')
    for (const name of ['property_types', 'amenities', 'locations']) {
      this.schema.alterTable(name, (table) => table.dropColumn('retired_at'))
    }
    this.schema.alterTable('users', (table) => {
      table.dropIndex(['deleted_at', 'role'])
      table.dropIndex(['deleted_at', 'created_at'])
      table.dropColumn('deleted_at')
    })
  }
}
