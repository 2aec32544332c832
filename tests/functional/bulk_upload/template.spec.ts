import { test } from '@japa/runner'
import { isolated } from '#tests/helpers/db'
import '#tests/helpers/bulk'
import templateCache from '#services/bulk/template_cache'
import { RATE_LIMITS } from '#config/limiter'
import { expectStatus } from '#tests/helpers/http'

/** The page route takes the language from the visitor's choice (cookie), /api from Accept-Language. */
const template = (client: any, path: string, language: string) =>
  client.get(path).header('accept-language', language).withPlainCookie('locale', language)

test.group('Bulk upload: the template, open to everyone', (group) => {
  isolated(group)
  group.each.setup(() => templateCache.clear())

  test('is built once per language, then answered from memory with the same bytes on both routes', async ({
    client,
    assert,
  }) => {
    const first = await template(client, '/api/bulk-upload/template', 'en')
    first.assertStatus(200)
    assert.equal(templateCache.builds, 1)
    const again = await template(client, '/api/bulk-upload/template', 'en')
    const page = await template(client, '/bulk-upload/template', 'en')
    page.assertStatus(200)
    assert.equal(templateCache.builds, 1)
    assert.isTrue((again.body() as Buffer).equals(first.body() as Buffer))
    assert.isTrue((page.body() as Buffer).equals(first.body() as Buffer))
    const hindi = await template(client, '/api/bulk-upload/template', 'hi')
    hindi.assertStatus(200)
    assert.equal(templateCache.builds, 2)
    assert.isFalse((hindi.body() as Buffer).equals(first.body() as Buffer))
  }).timeout(60_000)

  test('twenty at once build it once', async ({ client, assert }) => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => template(client, '/api/bulk-upload/template', 'te'))
    )
    assert.deepEqual([...new Set(responses.map((response) => response.status()))], [200])
    assert.equal(templateCache.builds, 1)
  }).timeout(60_000)

  test(`answers 429 after ${RATE_LIMITS.templateDownloadsPerIp.requests} downloads a minute from one address`, async ({
    client,
    assert,
  }) => {
    const { requests } = RATE_LIMITS.templateDownloadsPerIp
    for (let i = 0; i < requests; i++)
      await expectStatus(
        template(client, i % 2 ? '/bulk-upload/template' : '/api/bulk-upload/template', 'en'),
        200
      )
    // The page fetches the template: 429 and its message there too, never a redirect to a page.
    for (const path of ['/api/bulk-upload/template', '/bulk-upload/template']) {
      const refused = await template(client, path, 'en').redirects(0)
      refused.assertStatus(429)
      assert.match(refused.body().detail, /^Too many attempts/)
      assert.isOk(refused.header('retry-after'))
    }
  }).timeout(60_000)
})
