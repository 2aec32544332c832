import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Web sessions live on the server (issue 24): the session cookie carries only
 * an id, the data is here (`SESSION_DRIVER=database`, @adonisjs/session's
 * database store). `user_id` is the store's tag column. Users get a session
 * generation: every web session remembers the generation it signed in with,
 * and "sign out everywhere", a password change or reset, a role change and a
 * deletion raise it, so every older session opens nothing
 * (app/services/accounts/live_user_providers.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sessions', (table) => {
      table.string('id').primary()
      table.text('data').notNullable()
      table.string('user_id').nullable().index()
      table.timestamp('expires_at').notNullable().index()
    })
    this.schema.alterTable('users', (table) => {
      table.integer('session_generation').unsigned().notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('session_generation')
    })
    this.schema.dropTable('sessions')
  }
}
