import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Small option lists of the venture screens (000 §9, 001 §3): investment
 * types, builders, unit configurations, possession timelines, approvals...
 * One table, one row per option, grouped by `list`.
 */
export default class extends BaseSchema {
  protected tableName = 'option_lists'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('list', 40).notNullable()
      table.string('name', 64).notNullable()
      table.string('label', 120).notNullable()
      table.string('description', 500).nullable()
      table.integer('display_order').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['list', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
