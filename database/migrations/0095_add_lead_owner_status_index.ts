import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every page a signed-in user opens counts their leads still marked New (the
 * menu's badge, LeadAnnouncer.newLeadCount). With only (owner_id, created_at)
 * that count reads every lead the account ever had; with (owner_id, status) it
 * reads the New ones alone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leads', (table) => {
      table.index(['owner_id', 'status'], 'leads_owner_status_idx')
    })
  }

  async down() {
    this.schema.alterTable('leads', (table) => {
      table.dropIndex([], 'leads_owner_status_idx')
    })
  }
}
