import { test } from '@japa/runner'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { CookieJar, startInstance, type Instance } from '#tests/helpers/instances'
import { startOnRedis, type RedisServer } from '#tests/helpers/redis_server'

/**
 * Both instances keep their shared state in Redis (issue 29, "Two instances, one product"): a
 * redis-server of this group's own, so the SQLite and MySQL runs of CI, which run at once, never
 * meet in it (the per-address sign-in limit would count both runs' wrong passwords).
 */
function shared(address: { REDIS_HOST: string; REDIS_PORT: string }) {
  return { SESSION_DRIVER: 'redis', LIMITER_STORE: 'redis', ...address }
}
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } }

/** The status of a JSON answer that needs the web session (the signed-in user's bulk-upload history). */
async function signedIn(jar: CookieJar, instance: Instance) {
  const response = await jar.fetch(`${instance.url}/bulk-upload/imports`, {
    headers: { accept: 'application/json' },
  })
  return response.status
}

test.group('Two app instances on one database and one Redis (issue 29)', (group) => {
  let a: Instance
  let b: Instance
  let redis: RedisServer
  group.setup(async () => {
    ;({
      redis,
      started: [a, b],
    } = await startOnRedis((address) =>
      Promise.all([startInstance(shared(address)), startInstance(shared(address))])
    ))
    return async () => {
      await Promise.all([a.server.stop(), b.server.stop()])
      await redis.remove()
    }
  })

  test('signed in on one is signed in on the other; signing out everywhere on one ends both', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const jar = new CookieJar()
    await jar.fetch(`${a.url}/robots.txt`) // a session and its CSRF cookie
    const login = await jar.fetch(`${a.url}/login`, {
      ...JSON_POST,
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    })
    assert.equal(login.status, 302, a.server.log.text)

    assert.equal(await signedIn(jar, a), 200)
    assert.equal(await signedIn(jar, b), 200)
    assert.equal(await signedIn(new CookieJar(), b), 401)

    const out = await jar.fetch(`${b.url}/logout-all`, { method: 'POST' })
    assert.equal(out.status, 302)
    assert.equal(await signedIn(jar, a), 401)
    assert.equal(await signedIn(jar, b), 401)
  }).timeout(60_000)

  test('a rate limit counts the requests of both', async ({ assert }) => {
    const user = await UserFactory.create()
    const wrong = JSON.stringify({ email: user.email, password: 'wrong-password-1' })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? a : b
      const response = await fetch(`${instance.url}/api/auth/login`, { ...JSON_POST, body: wrong })
      statuses.push(response.status)
    }
    // 5 wrong passwords for one account from one address (RATE_LIMITS.loginFailuresPerEmailAndIp), 3 on each.
    assert.deepEqual(statuses.slice(0, 5), [401, 401, 401, 401, 401])
    assert.equal(statuses[5], 429)
  }).timeout(60_000)
})
