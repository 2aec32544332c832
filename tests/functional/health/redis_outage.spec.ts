import { test } from '@japa/runner'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { CookieJar, startInstance, type Instance } from '#tests/helpers/instances'
import { startOnRedis, type RedisServer } from '#tests/helpers/redis_server'

/**
 * Issue 29, "Redis stopped": an app instance keeps its sessions and rate
 * limits in a redis-server the test starts (never the shared one) and stops.
 */
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } }
const INERTIA_VISIT = {
  'accept': 'text/html, application/xhtml+xml',
  'x-inertia': 'true',
  'x-inertia-version': '1',
}

async function timed(jar: CookieJar, url: string, headers: Record<string, string>) {
  const started = performance.now()
  const response = await jar.fetch(url, { headers, signal: AbortSignal.timeout(10_000) })
  const body = await response.text()
  return { status: response.status, ms: performance.now() - started, response, body }
}

/** The status of an answer to come. */
async function statusOf(answer: Promise<{ status: number }>) {
  const { status } = await answer
  return status
}

/*
 * With CACHE_STORE=redis the cache's store opens its connection while the
 * providers boot, before start/redis.ts: it must fail fast all the same, and
 * the sessions and limits on that connection with it.
 */
for (const cacheStore of ['memory', 'redis'] as const)
  test.group(`Redis stopped and started again, cache in ${cacheStore} (issue 29)`, (group) => {
    let redis: RedisServer
    let instance: Instance
    group.setup(async () => {
      ;({ redis, started: instance } = await startOnRedis((address) =>
        startInstance({
          SESSION_DRIVER: 'redis',
          LIMITER_STORE: 'redis',
          CACHE_STORE: cacheStore,
          ...address,
        })
      ))
      return async () => {
        await instance.server.stop()
        await redis.remove()
      }
    })

    test('public pages serve on, sessions fail closed, and both come back by themselves', async ({
      assert,
    }) => {
      const user = await UserFactory.create()
      const jar = new CookieJar()
      const signIn = async () => {
        await jar.fetch(`${instance.url}/robots.txt`) // a session and its CSRF cookie
        const login = await jar.fetch(`${instance.url}/login`, {
          ...JSON_POST,
          body: JSON.stringify({ email: user.email, password: PASSWORD }),
        })
        assert.equal(login.status, 302, instance.server.log.text.slice(-3000))
      }
      const history = () =>
        timed(jar, `${instance.url}/bulk-upload/imports`, { accept: 'application/json' })
      const dashboard = () => timed(jar, `${instance.url}/dashboard`, INERTIA_VISIT)
      const publicPage = () => timed(jar, `${instance.url}/properties`, INERTIA_VISIT)
      const ready = () => timed(new CookieJar(), `${instance.url}/health/ready`, {})

      await signIn()
      assert.equal(await statusOf(history()), 200)
      assert.equal(await statusOf(dashboard()), 200)

      await redis.stop()
      const slowest = { page: 0, signedOut: 0 }
      for (let i = 0; i < 3; i++) {
        const page = await publicPage()
        slowest.page = Math.max(slowest.page, Math.round(page.ms))
        assert.equal(page.status, 200, page.body.slice(0, 500))
        assert.equal(JSON.parse(page.body).component, 'properties/index')
        assert.isBelow(page.ms, 1000)

        const signedOut = await history()
        assert.equal(signedOut.status, 401, signedOut.body)
        assert.isBelow(signedOut.ms, 1000)
        slowest.signedOut = Math.max(slowest.signedOut, Math.round(signedOut.ms))

        // A signed-in page asks to sign in again (the app's sign-in gate, 401), not a 500.
        const toSignIn = await dashboard()
        assert.equal(toSignIn.status, 401, toSignIn.body.slice(0, 500))
        const gate = JSON.parse(toSignIn.body)
        assert.equal(gate.component, 'errors/access_denied')
        assert.equal(gate.props.reason, 'login')
      }
      // Signing in needs Redis (the session, and the sign-in limits kept there): a page's sign-in
      // fails closed (its CSRF token's session is gone: back, signed out), the /api one answers 503.
      const pageSignIn = await jar.fetch(`${instance.url}/login`, {
        ...JSON_POST,
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      })
      assert.isBelow(pageSignIn.status, 500)
      assert.equal(await statusOf(history()), 401)
      const apiSignIn = await jar.fetch(`${instance.url}/api/auth/login`, {
        ...JSON_POST,
        headers: { ...JSON_POST.headers, accept: 'application/json' },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      })
      const refusal = (await apiSignIn.json()) as { detail: string }
      assert.equal(apiSignIn.status, 503, JSON.stringify(refusal))
      assert.equal(apiSignIn.headers.get('retry-after'), '5')
      assert.equal(
        refusal.detail,
        'The service is unavailable for a moment. Please try again shortly.'
      )

      const probe = await ready()
      assert.equal(probe.status, 503)
      assert.deepEqual(JSON.parse(probe.body).failed, ['redis'])
      assert.isBelow(probe.ms, 1500)

      await redis.start()
      const backAt = performance.now()
      while ((await statusOf(ready())) !== 200) {
        assert.isBelow(performance.now() - backAt, 10_000, 'not ready 10 s after Redis came back')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      if (process.env.OUTAGE_TIMINGS)
        console.log(
          'redis outage:',
          JSON.stringify({
            slowest,
            readyAfterRestartMs: Math.round(performance.now() - backAt),
            probeMs: Math.round(probe.ms),
          })
        )
      // Signing in works again, and the session holds.
      await signIn()
      assert.equal(await statusOf(history()), 200)
      assert.equal(await statusOf(dashboard()), 200)
      assert.notMatch(instance.server.log.text, /Unhandled|uncaught/i)
    }).timeout(90_000)
  })
