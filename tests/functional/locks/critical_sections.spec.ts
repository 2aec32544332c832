import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import lockManager from '@adonisjs/lock/services/main'
import CreditsExpire from '#commands/credits_expire'
import BulkImport from '#models/bulk_import'
import type Property from '#models/property'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { ImportJobs } from '#services/bulk/import_jobs'
import ExchangeRates from '#services/currency/exchange_rates'
import { sharedRates } from '#services/currency/shared_rates'
import { LOCKS } from '#services/locks/named_locks'
import { sqlTime } from '#services/db/sql_time'
import { committed } from '#tests/helpers/db'
import { run } from '#tests/helpers/fresh_checkout'

/** Another holder of a named lock in the database store (another process or server would be one). */
async function holdLock(lock: { key: string; ttl: number }) {
  const held = lockManager.use('database').createLock(lock.key, lock.ttl)
  if (!(await held.acquireImmediately())) throw new Error(`${lock.key} is already held`)
  return held
}

/** A listing whose paid 30 days ended yesterday: credits:expire takes it out of search. */
function dueListing() {
  const published = DateTime.now().minus({ days: 31 })
  return PropertyFactory.merge({ publishedAt: published, expiresAt: published.plus({ days: 30 }) })
    .with('owner')
    .create()
}

async function runCreditsExpire() {
  ace.ui.switchMode('raw')
  try {
    const command = await ace.create(CreditsExpire, [])
    await command.exec()
    command.assertSucceeded()
    return command.logger.getLogs().map((log) => log.message)
  } finally {
    ace.ui.switchMode('normal')
  }
}

async function stateOf(listing: Property) {
  await listing.refresh()
  return listing.listingState
}

test.group('Locks: one run of a critical section at a time (issue 29)', (group) => {
  committed(group)
  group.each.setup(() => {
    // The table every instance shares (LOCK_STORE=database, the default; the tests run on memory).
    const configured = app.config.get('lock.default')
    app.config.set('lock.default', 'database')
    return () => app.config.set('lock.default', configured)
  })

  test('credits:expire skips while another run holds its lock, and expires once it is free', async ({
    assert,
  }) => {
    const listing = await dueListing()
    const other = await holdLock(LOCKS.creditsExpire)
    try {
      const logs = await runCreditsExpire()
      assert.isTrue(
        logs.some((line) => line.includes('Skipped: credits:expire is running')),
        logs.join('\n')
      )
      assert.equal(await stateOf(listing), 'active')
    } finally {
      await other.release()
    }
    const logs = await runCreditsExpire()
    assert.isTrue(logs.some((line) => line.includes('Expired 0 credits of 0 users and 1 listings')))
    assert.equal(await stateOf(listing), 'expired')
  })

  test('another process finds the lock held in the database and skips', async ({ assert }) => {
    const listing = await dueListing()
    const other = await holdLock(LOCKS.creditsExpire)
    try {
      const output = await run('node', ['ace', 'credits:expire'], {
        cwd: app.makePath(),
        env: { ...process.env, LOCK_STORE: 'database' },
      })
      assert.include(output, 'Skipped: credits:expire is running elsewhere')
      assert.equal(await stateOf(listing), 'active')
    } finally {
      await other.release()
    }
  }).timeout(60_000)

  test("the imports' recovery sweep: one server puts a cut-off import back, a second one skips", async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const job = await BulkImport.create({
      userId: user.id,
      fileName: 'units.xlsx',
      fileHash: 'x'.repeat(64),
      fileSize: 1,
      state: 'running',
      activeKey: `${user.id}:x`,
      locale: 'en',
      errors: [],
      attempts: 1,
    })
    const stale = sqlTime(DateTime.now().minus({ minutes: 10 }))
    await db.from('bulk_imports').where('id', job.id).update({ heartbeat_at: stale })
    const jobs = new ImportJobs()

    const other = await holdLock(LOCKS.importsRecover)
    try {
      await jobs.sweep()
      await job.refresh()
      assert.equal(job.state, 'running', 'the server holding the sweep puts it back, not this one')
    } finally {
      await other.release()
    }
    await jobs.sweep()
    await jobs.idle()
    await job.refresh()
    // Queued again and run: without its preview it ends failed, no longer stuck as running.
    assert.equal(job.state, 'failed')
    assert.equal(job.attempts, 2)
  })

  test('two instances refreshing the currency rates at once fetch them once and both serve them', async ({
    assert,
  }) => {
    let calls = 0
    const slowSource = async () => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { ok: true, json: async () => ({ rates: { INR: 85.5 } }) }
    }
    const one = new ExchangeRates('https://rates.example/latest', slowSource, Date.now, sharedRates)
    const two = new ExchangeRates('https://rates.example/latest', slowSource, Date.now, sharedRates)
    await Promise.all([one.refresh(), two.refresh()])
    assert.equal(calls, 1)
    // Either may win the lock. The one that found it held takes what the other stored on its
    // next refresh; the winner's rates are an hour fresh, so it fetches nothing either.
    await Promise.all([one.refresh(), two.refresh()])
    assert.equal(calls, 1)
    for (const instance of [one, two]) {
      assert.equal(instance.current().source, 'live')
      assert.equal(instance.current().rates.INR, 85.5)
    }
  })
})
