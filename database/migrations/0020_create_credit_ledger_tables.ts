import { DateTime } from 'luxon'
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Credits (001 §1: 1 credit = 1 listing for 30 days).
 *
 * - credit_ledger is append-only: every grant, purchase, spend, refund and
 *   expiry is one row with a unique idempotency key. users.credits is a cache
 *   of SUM(delta) that only changes in the same transaction as a ledger row.
 * - credit_lots hold what is left of each positive entry, with its expiry, so
 *   spending can take the earliest-expiring credits first and credits:expire
 *   can remove exactly what has run out. SUM(remaining) = users.credits too.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('credit_ledger', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      /** Positive for grant, purchase, refund; negative for spend, expiry. */
      table.integer('delta').notNullable()
      /** grant, purchase, spend, refund, expiry (spends carry their purpose in `purpose`). */
      table.string('reason', 16).notNullable()
      /** What the entry is about, e.g. "property:12", "payment:7", "lot:3". */
      table.string('reference', 120).nullable()
      /** Finer purpose, e.g. listing_publish, listing_renew, bulk_upload, admin grant note. */
      table.string('purpose', 120).nullable()
      table.string('idempotency_key', 160).notNullable().unique()
      /** The balance right after this entry (audit aid; the sum is the truth). */
      table.integer('balance_after').notNullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'id'])
    })

    this.schema.createTable('credit_lots', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('ledger_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('credit_ledger')
        .onDelete('CASCADE')
      table.integer('granted').notNullable()
      table.integer('remaining').notNullable()
      /** Null: never expires. */
      table.timestamp('expires_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'remaining'])
      table.index(['expires_at', 'remaining'])
    })

    /** Balances that predate the ledger become an opening grant, so the sum holds from day one. */
    this.defer(async (db) => {
      const users = await db.from('users').where('credits', '>', 0).select('id', 'credits')
      const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
      for (const user of users) {
        const [ledgerId] = await db.table('credit_ledger').insert({
          user_id: user.id,
          delta: user.credits,
          reason: 'grant',
          reference: null,
          purpose: 'opening_balance',
          idempotency_key: `opening_balance:user:${user.id}`,
          balance_after: user.credits,
          created_at: now,
        })
        await db.table('credit_lots').insert({
          user_id: user.id,
          ledger_id: ledgerId,
          granted: user.credits,
          remaining: user.credits,
          created_at: now,
        })
      }
    })
  }

  async down() {
    this.schema.dropTable('credit_lots')
    this.schema.dropTable('credit_ledger')
  }
}
