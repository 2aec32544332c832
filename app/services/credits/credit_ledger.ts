/**
 * The credit ledger: the ONLY code that changes a user's credits.
 *
 *   const ledger = new CreditLedger()
 *   await ledger.grant(user, 10, { reason: 'purchase', reference: 'payment:7', idempotencyKey: 'purchase:payment:7' }, trx?)
 *   await ledger.grant(user, 5, { reason: 'promo', idempotencyKey: 'promo:diwali:42', expiresAt: DateTime.now().plus({ days: 90 }) })
 *   await ledger.spend(userId, 1, { reason: 'listing_publish', reference: 'property:12', idempotencyKey: 'listing_publish:property:12' }, trx?)
 *     → throws InsufficientCreditsError (nothing written) when the balance is short
 *   await ledger.expireDue()            // credits:expire; safe to run any time, any number of times
 *   await ledger.balanceOf(userId)      // users.credits (the cache), always = SUM(credit_ledger.delta)
 *
 * Guarantees (ARCHITECTURE §4):
 * - Append-only: every change is one credit_ledger row with a unique idempotency key. Replaying a key
 *   returns the first result with `applied: false` and changes nothing.
 * - users.credits changes only in the same transaction as its ledger row. Pass the caller's `trx` to
 *   make the credit change part of a larger write (publishing a listing): it runs in a savepoint, so a
 *   short balance rolls back only the ledger's work and the caller decides what to do.
 * - Never below zero, also under concurrency: every operation first takes the user's row lock
 *   (SELECT … FOR UPDATE on MySQL; SQLite serialises writers), and the spend itself is one conditional
 *   UPDATE `credits = credits - n WHERE credits >= n`.
 * - Lots: each positive entry opens a lot with an optional expiry; spending takes the earliest-expiring
 *   credits first (never-expiring last), and a user's lots that have run out are expired before a spend.
 *
 * `reason` values: grants take 'purchase' or 'refund' as they are, any other text is recorded as
 * reason 'grant' with that text as its purpose (e.g. 'promo', 'support'); spends are reason 'spend'
 * with the given reason as purpose (e.g. 'listing_publish', 'listing_renew', 'bulk_upload').
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CreditLedgerEntry, { type CreditReason } from '#models/credit_ledger_entry'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { InsufficientCreditsError, InvalidCreditAmountError } from '#services/credits/credit_errors'
import { affected, consumeLots, expireUserLots, insertEntry } from '#services/credits/credit_lots'
import { recordAudit, SYSTEM, type Actor } from '#services/audit/audit_trail'

export { InsufficientCreditsError, InvalidCreditAmountError }

export type GrantOptions = {
  /** 'purchase', 'refund', or free text recorded as a 'grant' (default 'grant'). */
  reason?: string
  reference?: string | null
  idempotencyKey: string
  /** Null/undefined: never expires. */
  expiresAt?: DateTime | null
  /** Who grants, for the audit log (default: the system, e.g. a purchase's credits). */
  actor?: Actor
}

export type SpendOptions = {
  /** What the credits pay for, e.g. 'listing_publish'. */
  reason: string
  reference?: string | null
  idempotencyKey: string
}

export type LedgerResult = {
  entry: CreditLedgerEntry
  /** The user's balance after this call. */
  balance: number
  /** False when the idempotency key had been used before: nothing changed. */
  applied: boolean
}

type Trx = TransactionClientContract

export default class CreditLedger {
  async grant(
    user: { id: number },
    amount: number,
    options: GrantOptions,
    trx?: Trx
  ): Promise<LedgerResult> {
    assertAmount(amount)
    return inSavepoint(trx, async (t) => {
      const balance = await lockUser(t, user.id)
      const replay = await findByKey(t, options.idempotencyKey)
      if (replay) return { entry: replay, balance, applied: false }

      await t.from('users').where('id', user.id).increment('credits', amount)
      const { reason, purpose } = grantReason(options.reason)
      const entry = await insertEntry(t, {
        userId: user.id,
        delta: amount,
        reason,
        purpose,
        reference: options.reference ?? null,
        idempotencyKey: options.idempotencyKey,
        balanceAfter: balance + amount,
        expiresAt: options.expiresAt ?? null,
      })
      await t.table('credit_lots').insert({
        user_id: user.id,
        ledger_id: entry.id,
        granted: amount,
        remaining: amount,
        expires_at: options.expiresAt ? sqlTime(options.expiresAt) : null,
        created_at: sqlTime(),
      })
      await recordAudit(t, options.actor ?? SYSTEM, {
        action: 'credits.grant',
        targetType: 'credits',
        targetId: user.id,
        before: { credits: balance },
        after: {
          credits: balance + amount,
          reason: options.reason ?? 'grant',
          reference: options.reference ?? null,
        },
      })
      return { entry, balance: balance + amount, applied: true }
    })
  }

  async spend(
    userId: number,
    amount: number,
    options: SpendOptions,
    trx?: Trx
  ): Promise<LedgerResult> {
    assertAmount(amount)
    return inSavepoint(trx, async (t) => {
      let balance = await lockUser(t, userId)
      const replay = await findByKey(t, options.idempotencyKey)
      if (replay) return { entry: replay, balance, applied: false }

      balance -= await expireUserLots(t, userId, DateTime.now())
      // The guard that holds even without the lock: never below zero.
      const updated = await t
        .from('users')
        .where('id', userId)
        .where('credits', '>=', amount)
        .decrement('credits', amount)
      if (affected(updated) !== 1) throw new InsufficientCreditsError(amount, balance)

      await consumeLots(t, userId, amount)
      const entry = await insertEntry(t, {
        userId,
        delta: -amount,
        reason: 'spend',
        purpose: options.reason,
        reference: options.reference ?? null,
        idempotencyKey: options.idempotencyKey,
        balanceAfter: balance - amount,
        expiresAt: null,
      })
      return { entry, balance: balance - amount, applied: true }
    })
  }

  /**
   * Removes every credit whose lot has expired by `now`, one expiry entry per
   * lot (key `expiry:lot:<id>`). Idempotent and safe next to live spends.
   * Returns how many credits were removed from how many users.
   */
  async expireDue(now = DateTime.now()): Promise<{ users: number; credits: number }> {
    const due = await db
      .from('credit_lots')
      .where('remaining', '>', 0)
      .whereNotNull('expires_at')
      .where('expires_at', '<=', sqlTime(now))
      .distinct('user_id')
    let credits = 0
    let users = 0
    for (const { user_id: userId } of due) {
      const removed = await withWriteTransaction(async (trx) => {
        await lockUser(trx, userId)
        return expireUserLots(trx, userId, now)
      })
      if (removed > 0) users++
      credits += removed
    }
    return { users, credits }
  }

  async balanceOf(userId: number, trx?: Trx): Promise<number> {
    const row = await (trx ?? db).from('users').where('id', userId).select('credits').first()
    return Number(row?.credits ?? 0)
  }

  /** SUM(delta) of a user's ledger: what the cached balance must always equal. */
  async ledgerSum(userId: number): Promise<number> {
    const row = await db
      .from('credit_ledger')
      .where('user_id', userId)
      .sum('delta as total')
      .first()
    return Number(row?.total ?? 0)
  }

  /** A user's newest entries, for the credits page. */
  async history(userId: number, limit = 20) {
    return CreditLedgerEntry.query().where('user_id', userId).orderBy('id', 'desc').limit(limit)
  }
}

function assertAmount(amount: number) {
  if (!Number.isInteger(amount) || amount < 1) throw new InvalidCreditAmountError(amount)
}

function grantReason(reason = 'grant'): { reason: CreditReason; purpose: string | null } {
  if (reason === 'purchase' || reason === 'refund' || reason === 'grant')
    return { reason, purpose: null }
  // The column holds 120 characters; an admin's note may be longer (the audit row keeps it whole).
  return { reason: 'grant', purpose: reason.slice(0, 120) }
}

/**
 * The caller's transaction gets a savepoint; without one, a transaction of our own (retried on a
 * deadlock). Every ledger write takes the user's row lock first (write_transaction.ts, lock order).
 */
function inSavepoint<T>(trx: Trx | undefined, work: (trx: Trx) => Promise<T>): Promise<T> {
  return withWriteTransaction(work, trx)
}

async function findByKey(trx: Trx, key: string) {
  return locking(
    trx,
    CreditLedgerEntry.query({ client: trx }).where('idempotency_key', key)
  ).first()
}
