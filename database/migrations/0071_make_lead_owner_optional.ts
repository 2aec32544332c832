import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A property inquiry sent through the Contact Us form is a lead of the
 * marketplace itself (source 'contact_form'): no owner, only admins see it.
 * The foreign key to users (ON DELETE CASCADE) and the (owner_id, created_at)
 * index stay as they were (tests/functional/contact/lead_owner_migration.spec.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'leads'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('owner_id').unsigned().nullable().alter()
    })
  }

  async down() {
    // Marketplace leads have no place in a table where every lead has an owner.
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('owner_id').delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('owner_id').unsigned().notNullable().alter()
    })
  }
}
