import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import CreditLedgerEntry from '#models/credit_ledger_entry'
import CreditLedger, {
  InsufficientCreditsError,
  InvalidCreditAmountError,
} from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'
import { committed, isolated } from '#tests/helpers/db'

const ledger = new CreditLedger()

async function assertConsistent(assert: any, userId: number, balance: number) {
  const user = await User.findOrFail(userId)
  assert.equal(user.credits, balance, 'cached balance')
  assert.equal(await ledger.ledgerSum(userId), balance, 'ledger sum')
  const lots = await db
    .from('credit_lots')
    .where('user_id', userId)
    .sum('remaining as total')
    .first()
  assert.equal(Number(lots?.total ?? 0), balance, 'lots remaining')
}

test.group('Credit ledger', (group) => {
  isolated(group)

  test('a grant adds a ledger row and the balance together; replaying its key changes nothing', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const first = await ledger.grant(user, 10, {
      reason: 'purchase',
      reference: 'payment:1',
      idempotencyKey: 'purchase:payment:1',
    })
    const again = await ledger.grant(user, 10, {
      reason: 'purchase',
      reference: 'payment:1',
      idempotencyKey: 'purchase:payment:1',
    })
    assert.isTrue(first.applied)
    assert.isFalse(again.applied)
    assert.equal(again.entry.id, first.entry.id)
    assert.equal(first.balance, 10)
    const rows = await CreditLedgerEntry.query().where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.containSubset(rows[0].serialize(), {
      delta: 10,
      reason: 'purchase',
      reference: 'payment:1',
      balanceAfter: 10,
    })
    await assertConsistent(assert, user.id, 10)
  })

  test('free-text grant reasons are recorded as grants with that purpose', async ({ assert }) => {
    const user = await UserFactory.create()
    const { entry } = await ledger.grant(user, 3, { reason: 'promo', idempotencyKey: 'promo:1' })
    assert.equal(entry.reason, 'grant')
    assert.equal(entry.purpose, 'promo')
  })

  test('a spend takes credits all or nothing and never below zero', async ({ assert }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 2, { idempotencyKey: 'g:1' })
    const spent = await ledger.spend(user.id, 2, {
      reason: 'listing_publish',
      reference: 'property:9',
      idempotencyKey: 'listing_publish:property:9',
    })
    assert.equal(spent.balance, 0)
    assert.containSubset(spent.entry.serialize(), {
      delta: -2,
      reason: 'spend',
      purpose: 'listing_publish',
      reference: 'property:9',
    })
    await assert.rejects(
      () =>
        ledger.spend(user.id, 1, {
          reason: 'listing_publish',
          idempotencyKey: 'listing_publish:property:10',
        }),
      InsufficientCreditsError as any
    )
    assert.lengthOf(await CreditLedgerEntry.query().where('user_id', user.id), 2)
    await assertConsistent(assert, user.id, 0)
  })

  test('zero, negative and fractional amounts are refused', async ({ assert }) => {
    const user = await UserFactory.create()
    for (const amount of [0, -1, 1.5]) {
      await assert.rejects(
        () => ledger.grant(user, amount, { idempotencyKey: `bad:${amount}` }),
        InvalidCreditAmountError as any
      )
      await assert.rejects(
        () => ledger.spend(user.id, amount, { reason: 'x', idempotencyKey: `bad-spend:${amount}` }),
        InvalidCreditAmountError as any
      )
    }
    await assertConsistent(assert, user.id, 0)
  })

  test("inside a caller's transaction a short balance rolls back only the ledger's savepoint", async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 1, { idempotencyKey: 'g:trx' })
    await db.transaction(async (trx) => {
      await ledger.spend(
        user.id,
        1,
        { reason: 'listing_publish', reference: 'property:1', idempotencyKey: 'lp:1' },
        trx
      )
      await assert.rejects(
        () =>
          ledger.spend(
            user.id,
            1,
            { reason: 'listing_publish', reference: 'property:2', idempotencyKey: 'lp:2' },
            trx
          ),
        InsufficientCreditsError as any
      )
    })
    await assertConsistent(assert, user.id, 0)
    assert.lengthOf(await CreditLedgerEntry.query().where('user_id', user.id), 2)
  })

  test("a caller's rollback takes the spend with it", async ({ assert }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 1, { idempotencyKey: 'g:rb' })
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await ledger.spend(user.id, 1, { reason: 'listing_publish', idempotencyKey: 'lp:rb' }, trx)
        throw new Error('listing write failed')
      })
    )
    await assertConsistent(assert, user.id, 1)
  })

  test('spending uses the earliest-expiring credits first, never-expiring last', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 5, { idempotencyKey: 'forever' })
    await ledger.grant(user, 3, {
      idempotencyKey: 'late',
      expiresAt: DateTime.now().plus({ days: 60 }),
    })
    await ledger.grant(user, 2, {
      idempotencyKey: 'soon',
      expiresAt: DateTime.now().plus({ days: 5 }),
    })
    await ledger.spend(user.id, 4, { reason: 'bulk_upload', idempotencyKey: 's:1' })
    const lots = await db
      .from('credit_lots')
      .where('user_id', user.id)
      .orderBy('id')
      .select('granted', 'remaining')
    assert.deepEqual(
      lots.map((l) => [Number(l.granted), Number(l.remaining)]),
      [
        [5, 5],
        [3, 1],
        [2, 0],
      ]
    )
    await assertConsistent(assert, user.id, 6)
  })

  test('expireDue removes what has run out, once, with an expiry entry per lot', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 4, { idempotencyKey: 'keep' })
    await ledger.grant(user, 3, {
      reason: 'promo',
      idempotencyKey: 'promo',
      expiresAt: DateTime.now().plus({ days: 90 }),
    })
    await ledger.spend(user.id, 1, { reason: 'listing_publish', idempotencyKey: 'spend-promo' })

    assert.deepEqual(await ledger.expireDue(), { users: 0, credits: 0 })
    const later = DateTime.now().plus({ days: 91 })
    assert.deepEqual(await ledger.expireDue(later), { users: 1, credits: 2 })
    assert.deepEqual(await ledger.expireDue(later), { users: 0, credits: 0 })
    const expiry = await CreditLedgerEntry.query()
      .where('user_id', user.id)
      .where('reason', 'expiry')
    assert.lengthOf(expiry, 1)
    assert.equal(expiry[0].delta, -2)
    await assertConsistent(assert, user.id, 4)
  })

  test('a spend never uses credits whose lot has already expired', async ({ assert }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 2, {
      idempotencyKey: 'old',
      expiresAt: DateTime.now().minus({ minutes: 1 }),
    })
    await assert.rejects(
      () => ledger.spend(user.id, 1, { reason: 'listing_publish', idempotencyKey: 'x' }),
      InsufficientCreditsError as any
    )
    // The refused spend rolled back its savepoint, the expiry included; the job removes it for good.
    await ledger.expireDue()
    await assertConsistent(assert, user.id, 0)
  })
})

test.group('Credit ledger under concurrency', (group) => {
  committed(group)

  test('50 parallel spends at a balance of 10: exactly 10 succeed, balance 0, ledger sums to 0', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 10, { idempotencyKey: 'seed:10' })
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ledger.spend(user.id, 1, {
          reason: 'listing_publish',
          reference: `property:${i}`,
          idempotencyKey: `lp:${i}`,
        })
      )
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    assert.lengthOf(ok, 10)
    assert.lengthOf(refused, 40)
    for (const r of refused)
      assert.instanceOf((r as PromiseRejectedResult).reason, InsufficientCreditsError)
    await assertConsistent(assert, user.id, 0)
    assert.lengthOf(
      await CreditLedgerEntry.query().where('user_id', user.id).where('reason', 'spend'),
      10
    )
  }).timeout(60000)

  test('the same spend sent 20 times at once is applied once', async ({ assert }) => {
    const user = await UserFactory.create()
    await ledger.grant(user, 5, { idempotencyKey: 'seed:5' })
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.spend(user.id, 2, { reason: 'bulk_upload', idempotencyKey: 'bulk:file:1' })
      )
    )
    assert.equal(results.filter((r) => r.applied).length, 1)
    await assertConsistent(assert, user.id, 3)
  }).timeout(60000)
})
