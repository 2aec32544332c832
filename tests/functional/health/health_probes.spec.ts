import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { stores } from '@adonisjs/session'
import { failClosed } from '#services/accounts/fail_closed_session_store'
import { BaseCheck, type Result } from '@adonisjs/core/health'
import db from '@adonisjs/lucid/services/db'
import { DbCheck } from '@adonisjs/lucid/database'
import { readiness } from '#services/health/readiness'
import { RedisPingCheck } from '#services/health/redis_ping_check'

/** A part that never answers (a database behind a dropped connection). */
class HangingCheck extends BaseCheck {
  name = 'hanging'
  run() {
    return new Promise<Result>(() => {})
  }
}

test.group('Health probes (issue 29)', () => {
  test('sessions kept in Redis go through the fail-closed store', async ({ assert }) => {
    const factory = await failClosed(stores.redis({ connection: 'main' })).resolver(app)
    const store = factory({} as never, { age: '2h' } as never)
    const id = `health-test-${Date.now()}`
    await store.write(id, { auth_web: 42 })
    assert.deepEqual(await store.read(id), { auth_web: 42 })
    await store.destroy(id)
    assert.isNull(await store.read(id))
  })

  test('GET /health answers 200 without a session, a cookie or a cache', async ({
    client,
    assert,
  }) => {
    const [before] = await db.from('sessions').count('* as total')
    for (let i = 0; i < 3; i++) {
      const response = await client.get('/health')
      response.assertStatus(200)
      response.assertBody({ status: 'alive' })
      assert.equal(response.header('cache-control'), 'no-store')
      assert.isUndefined(response.header('set-cookie'))
    }
    const [after] = await db.from('sessions').count('* as total')
    assert.equal(Number(after.total), Number(before.total))
  })

  test('GET /health/ready answers 200 naming the database it asked', async ({ client, assert }) => {
    const response = await client.get('/health/ready')
    response.assertStatus(200)
    assert.equal(response.body().status, 'ready')
    assert.deepEqual(response.body().failed, [])
    assert.equal(response.body().checks.database.status, 'ok')
    assert.equal(response.header('cache-control'), 'no-store')
  })

  test('a database that refuses makes the instance unavailable, naming it', async ({ assert }) => {
    db.manager.add('health_dead', {
      client: 'mysql2',
      connection: { host: '127.0.0.1', port: 1, user: 'nobody', database: 'none' },
    })
    try {
      const report = await readiness([new DbCheck(db.connection('health_dead')).as('database')])
      assert.equal(report.status, 'unavailable')
      assert.deepEqual(report.failed, ['database'])
      assert.equal(report.checks.database.status, 'error')
    } finally {
      await db.manager.close('health_dead', true)
    }
  })

  test('a part that hangs fails at the deadline instead of holding the probe', async ({
    assert,
  }) => {
    await new RedisPingCheck().run() // connected before the clock starts
    const started = performance.now()
    const report = await readiness([new HangingCheck(), new RedisPingCheck()], 300)
    assert.isBelow(performance.now() - started, 1000)
    assert.deepEqual(report.failed, ['hanging'], JSON.stringify(report.checks))
    assert.equal(report.checks.hanging.message, 'No answer within 300 ms')
    assert.equal(report.checks.redis.status, 'ok')
  })
})
