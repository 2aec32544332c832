import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { Socket } from 'node:net'
import { IncomingMessage, ServerResponse } from 'node:http'
import app from '@adonisjs/core/services/app'
import { Exception } from '@adonisjs/core/exceptions'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import HttpExceptionHandler from '#exceptions/handler'
import { isolated } from '#tests/helpers/db'

/** Runs the app's exception handler on an error raised while serving `url`. */
async function handle(error: unknown, url: string) {
  const req = new IncomingMessage(new Socket())
  req.url = url
  req.method = 'GET'
  req.headers = { accept: 'application/json' }
  const res = new ServerResponse(req)
  const ctx = await testUtils.createHttpContext({ req, res })
  ctx.i18n = i18nManager.locale('en')
  const handler = await app.container.make(HttpExceptionHandler)
  await handler.handle(error, ctx)
  return { status: ctx.response.getStatus(), body: ctx.response.getBody() }
}

/**
 * Error answers: /api gets `{"detail": ...}` with the right status, pages get
 * the 404 / 500 screens, and no stack trace ever leaks.
 */
test.group('Error responses', (group) => {
  isolated(group)

  test('/api unknown path: 404 {detail}', async ({ client }) => {
    const response = await client.get('/api/no-such-thing')
    response.assertStatus(404)
    response.assertBody({ detail: 'We could not find what you were looking for.' })
  })

  test('/api unexpected failure: 500 {detail} without internals', async ({ assert }) => {
    const { status, body } = await handle(
      new Error('secret internals at /srv/app.ts:42'),
      '/api/anything'
    )
    assert.equal(status, 500)
    assert.deepEqual(body, {
      detail: 'Something went wrong on our side. Please try again in a moment.',
    })
  })

  test('/api conflict keeps its status and message: 409 {detail}', async ({ assert }) => {
    const { status, body } = await handle(
      new Exception('This was already done', { status: 409 }),
      '/api/anything'
    )
    assert.equal(status, 409)
    assert.deepEqual(body, { detail: 'This was already done' })
  })

  test('/api malformed JSON is a 400 {detail}, not a crash', async ({ assert }) => {
    // Raw bytes, so no client library re-encodes the broken body.
    const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    })
    assert.equal(response.status, 400)
    assert.deepEqual(await response.json(), { detail: 'The request body is not valid JSON.' })
  })

  test('an unknown page renders the 404 screen inside the shell', async ({ client }) => {
    const response = await client.get('/no-such-page').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('a failing page renders the 500 screen', async ({ assert }) => {
    const handler = await app.container.make(HttpExceptionHandler)
    const rendered: string[] = []
    const fakeCtx = { inertia: { render: (page: string) => rendered.push(page) } }
    // The 500 status page renderer is what the handler uses for 5xx on pages.
    const renderer = (handler as any).statusPages['500..599']
    await renderer(new Error('boom'), fakeCtx)
    assert.deepEqual(rendered, ['errors/server_error'])
  })

  test('the home page is server-rendered: its HTML already holds the hero text', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('home')).withPlainCookie('locale', 'en')
    response.assertStatus(200)
    assert.include(response.text(), 'data-server-rendered="true"')
    assert.match(response.text(), /<h1[^>]*>Find Your Dream Property<\/h1>/)
  })
})

test.group('Cross-origin requests', () => {
  test('/api may be called from other origins, without cookies', async ({ client, assert }) => {
    const response = await client
      .get(urlFor('api.auth.me'))
      .header('origin', 'https://partner.example')
    assert.equal(response.header('access-control-allow-origin'), 'https://partner.example')
    assert.notEqual(response.header('access-control-allow-credentials'), 'true')
  })

  test('pages are not readable cross-origin', async ({ client, assert }) => {
    const response = await client
      .get(urlFor('home'))
      .header('origin', 'https://evil.example')
      .withInertia()
    assert.isUndefined(response.header('access-control-allow-origin'))
  })
})
