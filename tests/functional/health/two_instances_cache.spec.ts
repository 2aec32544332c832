import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { PropertyFactory } from '#database/factories/property_factory'
import { startInstance, type Instance } from '#tests/helpers/instances'
import { startOnRedis, type RedisServer } from '#tests/helpers/redis_server'
import { ownerWithCredits } from '#tests/functional/posting/helpers'
import { committed } from '#tests/helpers/db'

/**
 * Both instances keep their cache and locks in Redis (issue 29), a redis-server of this group's own
 * (CI runs the SQLite and MySQL suites at once: in one shared Redis, one run's instances would take
 * the other's rates and counts); rates from a local fake source.
 */
function shared(address: { REDIS_HOST: string; REDIS_PORT: string }, ratesUrl: string) {
  return {
    ...address,
    CACHE_STORE: 'redis',
    LOCK_STORE: 'redis',
    CURRENCY_RATES_URL: ratesUrl,
  }
}

/** A rate source that counts the requests it answers, each after half a second. */
async function rateSource() {
  const state = { hits: 0 }
  const server: Server = createServer((_request, response) => {
    state.hits++
    setTimeout(() => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ base: 'USD', rates: { INR: 91.25, USD: 1 } }))
    }, 500)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { state, url: `http://127.0.0.1:${port}/latest`, close: () => server.close() }
}

/** Which rates a page of `instance` is served with ("live" once it has the source's), read as Inertia's JSON. */
async function ratesSource(instance: Instance): Promise<string> {
  const ask = (version: string) =>
    fetch(`${instance.url}/contact-us`, {
      headers: { 'x-inertia': 'true', 'x-inertia-version': version },
    })
  let response = await ask('')
  // The first answer names the assets' version (409); asked with it, the page's props come.
  if (response.status === 409) response = await ask(response.headers.get('x-inertia-version')!)
  const page = (await response.json()) as { props: { market: { currency: { source: string } } } }
  return page.props.market.currency.source
}

async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not happen within ${ms} ms`)
}

test.group('Two app instances share one cache and one set of locks (issue 29)', (group) => {
  let a: Instance
  let b: Instance
  let source: Awaited<ReturnType<typeof rateSource>>
  let redis: RedisServer
  committed(group)
  group.setup(async () => {
    source = await rateSource()
    try {
      ;({
        redis,
        started: [a, b],
      } = await startOnRedis((address) =>
        Promise.all([
          startInstance(shared(address, source.url)),
          startInstance(shared(address, source.url)),
        ])
      ))
    } catch (error) {
      source.close()
      throw error
    }
    return async () => {
      await Promise.all([a.server.stop(), b.server.stop()])
      source.close()
      await redis.remove()
    }
  })

  test('asked at once, one instance fetches the currency rates under the lock and the other serves them too', async ({
    assert,
  }) => {
    // Both find no rates and want them: one takes the lock and fetches, the other finds it held.
    assert.deepEqual(await Promise.all([ratesSource(a), ratesSource(b)]), ['fallback', 'fallback'])
    await eventually(async () => (await ratesSource(a)) === 'live', 'live rates on the first')
    await eventually(async () => (await ratesSource(b)) === 'live', 'live rates on the second')
    assert.equal(source.state.hits, 1, 'the rate source was asked once for both')
  }).timeout(60_000)

  test('a search count cached by one instance is dropped when a listing is deleted on the other', async ({
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const [gone, removed] = await PropertyFactory.merge({ ownerId: user.id }).createMany(3)
    const total = async (instance: Instance) => {
      const response = await fetch(`${instance.url}/api/properties?country=IN`)
      return ((await response.json()) as { meta: { total: number } }).meta.total
    }
    assert.equal(await total(b), 3)
    // Behind the cache's back (one query, no model): the second keeps its count...
    await db.from('properties').where('id', gone.id).update({ listing_state: 'expired' })
    assert.equal(await total(b), 3, 'the cached count, not a recount')

    // ...until a listing is deleted through the first: the drop reaches the second.
    const deleted = await fetch(`${a.url}/api/properties/${removed.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(deleted.status, 204, a.server.log.text)
    await eventually(async () => (await total(b)) === 1, 'the count dropped on the second')
  }).timeout(60_000)
})
