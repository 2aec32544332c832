import { test } from '@japa/runner'
import { gunzipSync } from 'node:zlib'
import { SitemapCache } from '#services/seo/sitemap_cache'

function* pieces(text: string) {
  yield text
}

test.group('Sitemap cache', () => {
  test('keeps a document for its time, then builds it again', async ({ assert }) => {
    let now = 0
    const cache = new SitemapCache({ ttlMs: 1000, maxBytes: 1024 * 1024 }, () => now)
    let version = 1
    const build = () => pieces(`<urlset>${version}</urlset>`)
    assert.equal(gunzipSync(await cache.gzip('a', build)).toString(), '<urlset>1</urlset>')
    version = 2
    now = 999
    assert.equal(gunzipSync(await cache.gzip('a', build)).toString(), '<urlset>1</urlset>')
    now = 1000
    assert.equal(gunzipSync(await cache.gzip('a', build)).toString(), '<urlset>2</urlset>')
    assert.equal(cache.builds, 2)
  })

  test('concurrent requests share one build; a failed build is not kept', async ({ assert }) => {
    const cache = new SitemapCache()
    const both = await Promise.all([
      cache.gzip('a', () => pieces('x')),
      cache.gzip('a', () => pieces('y')),
    ])
    assert.equal(gunzipSync(both[1]).toString(), 'x')
    assert.equal(cache.builds, 1)
    async function* failing(): AsyncGenerator<string> {
      yield '<urlset>'
      throw new Error('database gone')
    }
    await assert.rejects(() => cache.gzip('b', failing), 'database gone')
    assert.equal(gunzipSync(await cache.gzip('b', () => pieces('z'))).toString(), 'z')
  })

  test('the oldest documents go when the kept bytes pass the limit', async ({ assert }) => {
    const cache = new SitemapCache({ ttlMs: 60_000, maxBytes: 100 })
    const noise = (seed: number) =>
      pieces(
        Array.from({ length: 60 }, (_, i) =>
          String.fromCharCode(33 + ((i * 7919 + seed * 104729) % 90))
        ).join('')
      )
    await cache.gzip('a', () => noise(1))
    await cache.gzip('b', () => noise(2))
    assert.equal(cache.builds, 2)
    await cache.gzip('b', () => noise(2))
    assert.equal(cache.builds, 2)
    await cache.gzip('a', () => noise(1))
    assert.equal(cache.builds, 3)
  })
})
