import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CreditLedgerEntry from '#models/credit_ledger_entry'
import { sqlTime } from '#services/db/sql_time'
import { lockUser } from '#services/db/write_transaction'
import { affected } from '#services/db/affected'

/**
 * The lots behind a user's balance (credit_ledger.ts): each grant opens one,
 * with an optional expiry. Only CreditLedger calls these, inside its
 * transaction and under the user's row lock.
 */
type Trx = TransactionClientContract

/** knex answers an UPDATE with the affected row count (a number, or [count] on some drivers). */
export { affected }

export async function insertEntry(
  trx: Trx,
  values: Pick<
    CreditLedgerEntry,
    | 'userId'
    | 'delta'
    | 'reason'
    | 'purpose'
    | 'reference'
    | 'idempotencyKey'
    | 'balanceAfter'
    | 'expiresAt'
  >
) {
  return CreditLedgerEntry.create(values, { client: trx })
}

/** Takes `amount` credits from the user's lots, earliest expiry first, never-expiring last. */
export async function consumeLots(trx: Trx, userId: number, amount: number) {
  const lots = await trx
    .from('credit_lots')
    .where('user_id', userId)
    .where('remaining', '>', 0)
    .orderByRaw('CASE WHEN expires_at IS NULL THEN 1 ELSE 0 END, expires_at, id')
    .select('id', 'remaining')
  let left = amount
  for (const lot of lots) {
    if (left === 0) break
    const take = Math.min(Number(lot.remaining), left)
    await trx.from('credit_lots').where('id', lot.id).decrement('remaining', take)
    left -= take
  }
  // The lots always cover the balance; if they do not, the data is broken and nothing is written.
  if (left > 0) throw new Error(`Credit lots of user ${userId} do not cover the balance`)
}

/**
 * Expires the user's lots that ran out by `now` (the caller holds the user's
 * lock). Returns the credits removed.
 */
export async function expireUserLots(trx: Trx, userId: number, now: DateTime): Promise<number> {
  const lots = await trx
    .from('credit_lots')
    .where('user_id', userId)
    .where('remaining', '>', 0)
    .whereNotNull('expires_at')
    .where('expires_at', '<=', sqlTime(now))
    .orderBy('id')
    .select('id', 'remaining')
  let removed = 0
  for (const lot of lots) {
    const remaining = Number(lot.remaining)
    await trx.from('credit_lots').where('id', lot.id).update({ remaining: 0 })
    const updated = await trx
      .from('users')
      .where('id', userId)
      .where('credits', '>=', remaining)
      .decrement('credits', remaining)
    if (affected(updated) !== 1) throw new Error(`Balance of user ${userId} is below its lots`)
    removed += remaining
    const balance = await lockUser(trx, userId)
    await insertEntry(trx, {
      userId,
      delta: -remaining,
      reason: 'expiry',
      purpose: null,
      reference: `lot:${lot.id}`,
      idempotencyKey: `expiry:lot:${lot.id}`,
      balanceAfter: balance,
      expiresAt: null,
    })
  }
  return removed
}
