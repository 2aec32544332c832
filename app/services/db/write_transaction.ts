import { setTimeout as sleep } from 'node:timers/promises'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { locking } from '#services/db/locking'

/**
 * Writes that spend credits or reserve a listing (publish, renew, bookings,
 * and the ventures and bulk upload that come later) run here.
 *
 * LOCK ORDER — take row locks in this order, never the other way round:
 *   1. users: the paying user's row, SELECT … FOR UPDATE (`lockUser`), before anything is written.
 *      An INSERT into a table with a foreign key to users (properties, payments, credit_ledger) takes a
 *      SHARED lock on the user's row; two transactions that each hold it and then ask for the exclusive
 *      lock (the credit spend) deadlock. Locking the row exclusively first makes them queue instead.
 *   2. ventures, then towers: a venture write (its towers and units) locks the venture's row right after
 *      the owner's (services/ventures/venture_locks.ts), so writes to one venture queue.
 *   3. properties: the listing row(s), by ascending id when there are several.
 *   4. payments, then bookings.
 *   5. appended rows (credit_ledger, credit_lots, wallet_transactions) and other users' wallets
 *      (the referring agent's commission), which nothing else locks first.
 *
 * RETRY — a transaction that still loses a deadlock (MySQL/MariaDB error 1213, which already rolled it
 * back whole) runs again from the start, up to DEADLOCK_ATTEMPTS times in all, after a short random
 * pause; then the error goes to the caller. SQLite has one writer at a time and never deadlocks, but
 * with several processes on one file (a queue worker next to the web server, issue 29) a transaction
 * that read first and then writes while another process writes gets SQLITE_BUSY at once (SQLite does
 * not wait there, to avoid a deadlock): it is rolled back and retried the same way, with longer pauses.
 * Inside a caller's transaction (`trx`) the work runs in a savepoint and is not retried here: only the
 * outermost transaction can start again.
 */
export const DEADLOCK_ATTEMPTS = 4

type Trx = TransactionClientContract

export async function withWriteTransaction<T>(
  work: (trx: Trx) => Promise<T>,
  trx?: Trx
): Promise<T> {
  if (trx) return trx.transaction(work)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (error) {
      const busy = isSqliteBusy(error)
      if ((!busy && !isDeadlock(error)) || attempt >= DEADLOCK_ATTEMPTS) throw error
      logger.warn(
        { attempt },
        busy ? 'database busy, retrying the transaction' : 'deadlock, retrying the transaction'
      )
      await sleep((busy ? 50 : 5) + Math.floor(Math.random() * (busy ? 100 : 20) * attempt))
    }
  }
}

/** ER_LOCK_DEADLOCK: the server chose this transaction as the victim and rolled it back. */
export function isDeadlock(error: unknown): boolean {
  const { errno, code } = (error ?? {}) as { errno?: number; code?: string }
  return errno === 1213 || code === 'ER_LOCK_DEADLOCK'
}

/** SQLite: another process holds the write lock (see RETRY above). */
function isSqliteBusy(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string }
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT'
}

/** Step 1 of the lock order: the user's row, exclusively. Returns the credit balance. */
export async function lockUser(trx: Trx, userId: number): Promise<number> {
  const row = await locking(trx, trx.from('users').where('id', userId).select('credits')).first()
  if (!row) throw new Error(`No user ${userId}`)
  return Number(row.credits)
}
