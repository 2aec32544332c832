import { test } from '@japa/runner'
import { servedRobotsTxt } from '#tests/helpers/seo'

/** Lighthouse's SEO audit and crawlers: a valid robots.txt that leaves listings and search crawlable. */
test.group('robots.txt', () => {
  test('is served as text and keeps the API and signed-in screens out, not listings', async ({
    client,
    assert,
  }) => {
    const text = await servedRobotsTxt(client, assert)
    const lines = text.split('\n').map((line) => line.trim())
    assert.include(lines, 'User-agent: *')
    assert.include(lines, 'Disallow: /api/')
    for (const line of lines.filter((l) => l.startsWith('Disallow:'))) {
      const path = line.slice('Disallow:'.length).trim()
      assert.notEqual(path, '/', 'the whole site is disallowed')
      assert.notMatch(path, /^\/properties\/?$/, 'search results are disallowed')
    }
  })
})
