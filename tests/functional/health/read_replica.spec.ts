import { test } from '@japa/runner'
import { CookieJar, startInstance, type Instance } from '#tests/helpers/instances'
import {
  installMariadbData,
  migratedMariadb,
  startMariadb,
  type MariadbServer,
} from '#tests/helpers/mariadb_server'

/**
 * Issue 29, "A MariaDB read replica". MySQL by nature, whatever database the
 * suite runs on: the test starts its own primary (binary log, GTIDs) and a
 * GTID replica of it (never the shared server), and an app instance with
 * DB_READ_HOSTS naming the replica. Stopping the replica's SQL thread holds
 * it behind the primary, so an answer tells where its rows were read.
 */
const DATABASE = 'dreamhomes_replica'
const JSON_HEADERS = { 'accept': 'application/json', 'content-type': 'application/json' }

async function creditPackageCodes(instance: Instance) {
  const response = await fetch(`${instance.url}/api/payment/credit-packages?country_code=IN`, {
    headers: JSON_HEADERS,
  })
  return Object.keys(((await response.json()) as { packages: object }).packages)
}

test.group('A GTID read replica behind DB_READ_HOSTS (issue 29)', (group) => {
  // Its own MariaDB servers, whatever database the suite runs on: .ci/run runs it once (on MySQL).
  group.tap((t) => t.tags(['@own_servers']))
  let primary: MariadbServer
  let replica: MariadbServer
  let instance: Instance

  /** A new row on the primary only, while the replica applies nothing. */
  async function addPackageOnPrimary(code: string) {
    await primary.sql(
      `INSERT INTO credit_packages (code, country_code, name, description, credits, price_minor,
       currency, provider, created_at) VALUES (?, 'IN', ?, 'Replica test', 1, 100, 'INR', 'razorpay', NOW())`,
      [code, code],
      DATABASE
    )
  }

  group.setup(async () => {
    const seed = await installMariadbData()
    const cleanups: (() => Promise<unknown>)[] = [() => seed.remove()]
    const cleanup = async () => {
      for (const step of cleanups.reverse()) await step().catch(() => {})
    }
    try {
      const migrated = await migratedMariadb(DATABASE, { seed: seed.datadir })
      primary = migrated.server
      cleanups.push(() => primary.remove())
      replica = await startMariadb({ role: 'replica', seed: seed.datadir })
      cleanups.push(() => replica.remove())
      await replica.replicate(primary)
      await replica.caughtUpWith(primary)
      instance = await startInstance({
        ...migrated.env,
        DB_READ_HOSTS: `${replica.host}:${replica.port}`,
        SESSION_DRIVER: 'database',
        LIMITER_STORE: 'database',
      })
      cleanups.push(() => instance.server.stop())
    } catch (error) {
      await cleanup()
      throw error
    }
    return cleanup
  })

  group.each.teardown(async () => {
    await replica.sql('START SLAVE SQL_THREAD')
    await replica.caughtUpWith(primary)
  })

  test('a plain read is served by the replica; /health/ready asks both', async ({ assert }) => {
    await replica.sql('STOP SLAVE SQL_THREAD')
    await addPackageOnPrimary('replica_lag')
    assert.notInclude(await creditPackageCodes(instance), 'replica_lag', instance.server.log.text)

    await replica.sql('START SLAVE SQL_THREAD')
    await replica.caughtUpWith(primary)
    assert.include(await creditPackageCodes(instance), 'replica_lag')

    const ready = await fetch(`${instance.url}/health/ready`)
    const report = (await ready.json()) as any
    assert.equal(ready.status, 200, JSON.stringify(report))
    assert.equal(report.checks.database.status, 'ok')
    assert.equal(report.checks.database_replicas.status, 'ok')
  }).timeout(60_000)

  test('a request that wrote reads its own writes from the primary', async ({ assert }) => {
    const signUp = await fetch(`${instance.url}/api/auth/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        name: 'Asha Rao',
        email: 'asha.replica@example.com',
        phone: '+91 98765-43210',
        password: 'secret123',
      }),
    })
    assert.equal(signUp.status, 201, instance.server.log.text)
    const { token, user } = (await signUp.json()) as any
    for (const kind of ['price_drop', 'price_drop']) {
      await primary.sql(
        `INSERT INTO notifications (user_id, kind, data, created_at) VALUES (?, ?, '{}', NOW())`,
        [user.id, kind],
        DATABASE
      )
    }
    const [first] = await primary.sql<{ id: number }[]>(
      'SELECT MIN(id) AS id FROM notifications WHERE user_id = ?',
      [user.id],
      DATABASE
    )
    await replica.caughtUpWith(primary)
    await replica.sql('STOP SLAVE SQL_THREAD')

    // Marks one of two read (a write), then counts the unread: the replica still has two.
    const read = await fetch(`${instance.url}/api/notifications/read`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({ ids: [first.id] }),
    })
    assert.equal(read.status, 200, instance.server.log.text)
    assert.deepEqual(await read.json(), { unread: 1 })
    const [behind] = await replica.sql<{ unread: number }[]>(
      'SELECT COUNT(*) AS unread FROM notifications WHERE user_id = ? AND read_at IS NULL',
      [user.id],
      DATABASE
    )
    assert.equal(Number(behind.unread), 2)
  }).timeout(60_000)

  test('the request after a sign-in finds its session, however far the replica is behind', async ({
    assert,
  }) => {
    const jar = new CookieJar()
    const signUp = await jar.fetch(`${instance.url}/api/auth/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        name: 'Ravi Kumar',
        email: 'ravi.replica@example.com',
        phone: '+91 98765-43211',
        password: 'secret123',
      }),
    })
    assert.equal(signUp.status, 201)
    await replica.caughtUpWith(primary)
    await replica.sql('STOP SLAVE SQL_THREAD')

    await jar.fetch(`${instance.url}/robots.txt`) // a session and its CSRF cookie
    const login = await jar.fetch(`${instance.url}/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: 'ravi.replica@example.com', password: 'secret123' }),
    })
    assert.equal(login.status, 302, instance.server.log.text)
    const history = await jar.fetch(`${instance.url}/bulk-upload/imports`, {
      headers: { accept: 'application/json' },
    })
    assert.equal(history.status, 200)
  }).timeout(60_000)
})
