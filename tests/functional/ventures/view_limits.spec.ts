import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { makeVenture } from '#tests/helpers/ventures'
import { RATE_LIMITS } from '#config/limiter'
import { expectStatus } from '#tests/helpers/http'

test.group('Ventures: a venture page and its units, limited per client', (group) => {
  isolated(group)

  test(`the page, the venture and its units share ${RATE_LIMITS.ventureViews.requests} reads a minute per IP`, async ({
    client,
    assert,
  }) => {
    const venture = await makeVenture(await UserFactory.create())
    const paths = [
      `/ventures/${venture.id}`,
      `/api/ventures/${venture.id}`,
      `/api/ventures/${venture.id}/properties`,
    ]
    for (let i = 0; i < RATE_LIMITS.ventureViews.requests; i++)
      await expectStatus(client.get(paths[i % 3]).withPlainCookie('locale', 'en'), 200)
    const api = await client.get(`/api/ventures/${venture.id}/properties`)
    api.assertStatus(429)
    assert.match(api.body().detail, /^Too many attempts/)
    assert.isOk(api.header('retry-after'))
    // The page: back to where the visitor was, with the message (app/exceptions/handler.ts).
    const page = await client
      .get(`/ventures/${venture.id}`)
      .withPlainCookie('locale', 'en')
      .redirects(0)
    page.assertStatus(302)
  }).timeout(120_000)

  test('a signed-in visitor has a budget of their own', async ({ client }) => {
    const venture = await makeVenture(await UserFactory.create())
    for (let i = 0; i < RATE_LIMITS.ventureViews.requests; i++)
      await expectStatus(client.get(`/api/ventures/${venture.id}`), 200)
    const response = await client.get(`/api/ventures/${venture.id}`)
    response.assertStatus(429)
    const viewer = await UserFactory.create()
    const reply = await client
      .get(`/ventures/${venture.id}`)
      .withPlainCookie('locale', 'en')
      .loginAs(viewer)
    reply.assertStatus(200)
  }).timeout(120_000)
})
