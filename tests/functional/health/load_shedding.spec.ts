import { test } from '@japa/runner'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import LoadShedMiddleware, {
  loadShedding,
  SHED_RETRY_AFTER,
} from '#middleware/load_shed_middleware'

/** A request context as the middleware sees it, past language detection. */
async function contextFor(url: string) {
  const req = new IncomingMessage(new Socket())
  req.url = url
  req.method = 'GET'
  const ctx = await testUtils.createHttpContext({ req, res: new ServerResponse(req) })
  ctx.i18n = i18nManager.locale('en')
  return ctx
}

/**
 * Load shedding (issues 28, 29): past MAX_REQUESTS_IN_FLIGHT a process turns
 * requests away at once with a 503 and Retry-After, instead of queueing them
 * until every visitor waits minutes.
 */
test.group('Load shedding', (group) => {
  const max = loadShedding.max
  group.each.teardown(() => {
    loadShedding.max = max
  })

  /** Makes the process full: its limit is what runs now plus `free`. */
  function leaveFree(free: number) {
    loadShedding.max = loadShedding.inFlight + free
  }

  /** Takes every place for the duration of `run`. */
  async function whileFull<T>(run: () => Promise<T>): Promise<T> {
    leaveFree(1)
    loadShedding.inFlight++
    try {
      return await run()
    } finally {
      loadShedding.inFlight--
    }
  }

  test('a process takes its limit at once and turns the next request away', async ({ assert }) => {
    const before = loadShedding.inFlight
    leaveFree(2)
    const middleware = new LoadShedMiddleware()
    const releases: Array<() => void> = []
    const held = () => new Promise<void>((resolve) => releases.push(resolve))
    const running = [
      middleware.handle(await contextFor('/properties'), held),
      middleware.handle(await contextFor('/api/properties'), held),
    ]
    assert.equal(loadShedding.inFlight, before + 2)

    const third = await contextFor('/api/properties')
    let ran = false
    await middleware.handle(third, async () => {
      ran = true
    })
    assert.isFalse(ran)
    assert.equal(third.response.getStatus(), 503)
    assert.equal(third.response.getHeader('retry-after'), String(SHED_RETRY_AFTER))

    // Once they finish, their places are free again, also after an error.
    releases[0]()
    releases[1]()
    await Promise.all(running)
    assert.equal(loadShedding.inFlight, before)
    const fourth = await contextFor('/api/properties')
    await middleware
      .handle(fourth, async () => {
        throw new Error('boom')
      })
      .catch(() => {})
    assert.equal(loadShedding.inFlight, before)
    await middleware.handle(fourth, async () => {
      ran = true
    })
    assert.isTrue(ran)
  })

  test('/api gets {detail} and a page gets "Back in a moment" in its language', async ({
    client,
    assert,
  }) => {
    const { api, page } = await whileFull(async () => ({
      api: await client.get('/api/properties'),
      page: await client
        .get(urlFor('properties.index'))
        .withPlainCookie('country', 'IN')
        .withPlainCookie('locale', 'hi'),
    }))
    api.assertStatus(503)
    api.assertHeader('retry-after', String(SHED_RETRY_AFTER))
    assert.deepEqual(api.body(), { detail: i18nManager.locale('en').t('errors.unavailable') })

    const hindi = i18nManager.locale('hi')
    page.assertStatus(503)
    assert.include(page.header('content-type'), 'text/html')
    assert.include(page.text(), '<html lang="hi">')
    assert.include(page.text(), `<h1>${hindi.t('errors.unavailable_title')}</h1>`)
    assert.include(page.text(), hindi.t('errors.unavailable_body'))
    assert.include(page.text(), 'font-family:"Noto Sans Devanagari"')
    // Turned away before the session: nothing is stored, no cookie is set.
    assert.isUndefined(page.header('set-cookie'))
    assert.equal(page.header('cache-control'), 'no-store')
  })

  test('the health probes are answered past the limit', async ({ client }) => {
    const [alive, ready] = await whileFull(() =>
      Promise.all([client.get('/health'), client.get('/health/ready')])
    )
    alive.assertStatus(200)
    ready.assertStatus(200)
  })

  test('below the limit, and with no limit, requests are served', async ({ client }) => {
    leaveFree(5)
    const served = await client.get(urlFor('properties.index'))
    served.assertStatus(200)
    loadShedding.inFlight += 1000
    loadShedding.max = 0
    const unlimited = await client.get('/api/properties').finally(() => {
      loadShedding.inFlight -= 1000
    })
    unlimited.assertStatus(200)
  })
})
