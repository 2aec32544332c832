import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import {
  DEADLOCK_ATTEMPTS,
  isDeadlock,
  lockUser,
  withWriteTransaction,
} from '#services/db/write_transaction'
import { committed } from '#tests/helpers/db'

/** What mysql2 throws when the server picks the transaction as a deadlock victim. */
function deadlock() {
  return Object.assign(
    new Error('Deadlock found when trying to get lock; try restarting transaction'),
    { errno: 1213, code: 'ER_LOCK_DEADLOCK' }
  )
}

test.group('withWriteTransaction: lock order and deadlock retry', (group) => {
  committed(group)

  test('a transaction that loses a deadlock runs again and commits once', async ({ assert }) => {
    const user = await UserFactory.create()
    let runs = 0
    await withWriteTransaction(async (trx) => {
      runs++
      await trx.from('users').where('id', user.id).increment('credits', 1)
      if (runs === 1) throw deadlock()
    })
    assert.equal(runs, 2)
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 1, 'the lost attempt was rolled back')
  })

  test(`it gives up after ${DEADLOCK_ATTEMPTS} attempts, and never retries other errors`, async ({
    assert,
  }) => {
    let runs = 0
    await assert.rejects(
      () =>
        withWriteTransaction(async () => {
          runs++
          throw deadlock()
        }),
      /Deadlock found/
    )
    assert.equal(runs, DEADLOCK_ATTEMPTS)

    runs = 0
    await assert.rejects(
      () =>
        withWriteTransaction(async () => {
          runs++
          throw new Error('constraint failed')
        }),
      /constraint failed/
    )
    assert.equal(runs, 1)
    assert.isTrue(isDeadlock(deadlock()))
    assert.isFalse(isDeadlock(new Error('ER_LOCK_WAIT_TIMEOUT')))
  })

  test("inside a caller's transaction it is a savepoint and leaves the retry to the caller", async ({
    assert,
  }) => {
    let inner = 0
    let outer = 0
    await withWriteTransaction(async (trx) => {
      outer++
      await assert.rejects(() =>
        withWriteTransaction(async () => {
          inner++
          throw deadlock()
        }, trx)
      )
    })
    assert.equal(inner, 1)
    assert.equal(outer, 1)
  })

  test('two transactions that lock two users in opposite orders both commit (a real deadlock on MySQL is retried)', async ({
    assert,
  }) => {
    const [a, b] = await UserFactory.createMany(2)
    const mysql = db.connection().dialect.name === 'mysql'
    // Both hold their first lock before either asks for its second, so MySQL must pick a victim.
    let arrived = 0
    let release: () => void = () => {}
    const bothLocked = new Promise<void>((resolve) => (release = resolve))
    const meet = async (attempt: number) => {
      if (!mysql || attempt > 1) return
      if (++arrived === 2) release()
      await Promise.race([bothLocked, new Promise((resolve) => setTimeout(resolve, 20_000))])
    }
    const runs = { ab: 0, ba: 0 }
    const cross = (first: number, second: number, key: 'ab' | 'ba') =>
      withWriteTransaction(async (trx) => {
        const attempt = ++runs[key]
        await lockUser(trx, first)
        await meet(attempt)
        await lockUser(trx, second)
        await trx.from('users').whereIn('id', [first, second]).increment('credits', 1)
      })
    await Promise.all([cross(a.id, b.id, 'ab'), cross(b.id, a.id, 'ba')])
    const storedUser = await User.findOrFail(a.id)
    assert.equal(storedUser.credits, 2)
    const freshUser = await User.findOrFail(b.id)
    assert.equal(freshUser.credits, 2)
    if (mysql) assert.equal(runs.ab + runs.ba, 3, 'one of them lost the deadlock and ran again')
  }).timeout(30_000)
})
