import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Locks of the database lock store (`LOCK_STORE=database`, the default;
 * config/lock.ts, @adonisjs/lock): one row per lock held, its owner and when
 * it lapses (epoch milliseconds), so a holder that died frees it by itself.
 * The shape is the one @verrou/core's knex store reads and writes.
 */
export default class extends BaseSchema {
  protected tableName = 'locks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('key', 255).notNullable().primary()
      table.string('owner').notNullable()
      table.bigint('expiration').unsigned().nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
