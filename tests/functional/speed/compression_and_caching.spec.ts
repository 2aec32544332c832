import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { rawRequest } from '#tests/helpers/raw_http'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/**
 * A raw request to the test server: no client that asks for or undoes
 * compression on its own, so the bytes on the wire are what we check.
 */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return rawRequest(path, { headers, method })
}

const ENGLISH = { 'accept-language': 'en-US' }

function decode(response: Raw) {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8')
  return response.body.toString('utf8')
}

test.group('Speed: compressed pages and JSON', (group) => {
  isolated(group)

  test('{coding} → the page comes {coding}-encoded, Vary: Accept-Encoding, no stale Content-Length')
    .with([
      { coding: 'br', header: 'gzip, deflate, br, zstd' },
      { coding: 'gzip', header: 'gzip, deflate' },
    ])
    .run(async ({ assert }, { coding, header }) => {
      const response = await raw(urlFor('home'), { ...ENGLISH, 'accept-encoding': header })
      assert.equal(response.status, 200)
      assert.equal(response.headers['content-encoding'], coding)
      assert.include(String(response.headers.vary).toLowerCase(), 'accept-encoding')
      assert.isUndefined(response.headers['content-length'])
      const html = decode(response)
      assert.match(html, /^<!DOCTYPE html>/i)
      assert.match(
        html,
        /"component":"home"|&quot;component&quot;:&quot;home&quot;/,
        'the home page itself'
      )
      assert.include(html, '</html>')
      assert.isBelow(response.body.length, Buffer.byteLength(html) / 2, 'compressed at least 2:1')
    })

  test('no Accept-Encoding (or identity only) → plain body with an exact Content-Length', async ({
    assert,
  }) => {
    for (const headers of [
      ENGLISH,
      { ...ENGLISH, 'accept-encoding': 'identity' },
      { ...ENGLISH, 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const response = await raw(urlFor('home'), headers)
      assert.equal(response.status, 200)
      assert.isUndefined(response.headers['content-encoding'])
      assert.equal(Number(response.headers['content-length']), response.body.length)
      assert.match(response.body.toString('utf8'), /^<!DOCTYPE html>/i)
    }
  })

  test('HEAD of a page answers 200 with no body', async ({ assert }) => {
    const response = await raw(urlFor('home'), { ...ENGLISH, 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(response.status, 200)
    assert.equal(response.body.length, 0)
    assert.include(String(response.headers.vary).toLowerCase(), 'accept-encoding')
  })

  test('JSON from /api/properties is compressed; a tiny JSON answer is not', async ({ assert }) => {
    const owner = await UserFactory.create()
    for (let i = 0; i < 5; i++) await PropertyFactory.merge({ ownerId: owner.id }).create()

    const list = await raw(urlFor('api.properties.index', {}, { qs: { country: 'IN' } }), {
      'accept-encoding': 'br',
    })
    assert.equal(list.status, 200)
    assert.equal(list.headers['content-encoding'], 'br')
    assert.match(String(list.headers['content-type']), /^application\/json/)
    assert.lengthOf(JSON.parse(decode(list)).data, 5)

    const gzipped = await raw(urlFor('api.properties.index', {}, { qs: { country: 'IN' } }), {
      'accept-encoding': 'gzip',
    })
    assert.equal(gzipped.headers['content-encoding'], 'gzip')
    assert.deepEqual(JSON.parse(decode(gzipped)), JSON.parse(decode(list)))

    const tiny = await raw(urlFor('api.properties.show', { id: 999999999 }), {
      'accept-encoding': 'br',
    })
    assert.equal(tiny.status, 404)
    assert.isUndefined(tiny.headers['content-encoding'], 'under 1 KB stays plain')
    assert.equal(Number(tiny.headers['content-length']), tiny.body.length)
  })
})

test.group('Speed: streamed files', (group) => {
  const folder = join(app.makePath(env.get('DRIVE_ROOT', 'storage/media')), 'speed-test')
  const text = Array.from({ length: 400 }, (_, i) => `line ${i} of a streamed text file`).join('\n')
  const image = Buffer.alloc(4096, 7)
  group.setup(async () => {
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, 'notes.txt'), text)
    await writeFile(join(folder, 'photo.webp'), image)
    return () => rm(folder, { recursive: true, force: true })
  })

  test('a streamed text file is compressed whole; a streamed image keeps its bytes and Content-Length', async ({
    assert,
  }) => {
    const notes = await raw('/media/speed-test/notes.txt', { 'accept-encoding': 'br' })
    assert.equal(notes.status, 200)
    assert.equal(notes.headers['content-encoding'], 'br')
    assert.isUndefined(notes.headers['content-length'])
    assert.equal(decode(notes), text)

    const photo = await raw('/media/speed-test/photo.webp', { 'accept-encoding': 'br, gzip' })
    assert.equal(photo.status, 200)
    assert.isUndefined(photo.headers['content-encoding'], 'images are compressed already')
    assert.equal(Number(photo.headers['content-length']), image.length)
    assert.deepEqual(photo.body, image)
  })
})

test.group('Speed: built assets, precompressed and cached for a year', (group) => {
  // A file like the ones Vite writes (content hash in the name) with its .br and .gz twins.
  const name = 'speedcheck-Ab12_x9Z.js'
  const dir = app.publicPath('assets')
  const source = Buffer.from(
    `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, label: `row ${i}` })))}\n`
  )
  const br = brotliCompressSync(source)
  const gz = gzipSync(source)
  group.setup(async () => {
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, name), source)
    await writeFile(join(dir, `${name}.br`), br)
    await writeFile(join(dir, `${name}.gz`), gz)
    return async () => {
      await Promise.all(
        ['', '.br', '.gz'].map((suffix) => rm(join(dir, name + suffix), { force: true }))
      )
    }
  })

  test('{label} → the {label} twin as is, with the original type, length and immutable caching')
    .with([
      { label: 'br', header: 'gzip, deflate, br, zstd', encoding: 'br', bytes: br },
      { label: 'gzip', header: 'gzip, deflate', encoding: 'gzip', bytes: gz },
      { label: 'gzip preferred by q', header: 'br;q=0.5, gzip', encoding: 'gzip', bytes: gz },
      { label: 'none', header: '', encoding: undefined, bytes: source },
    ])
    .run(async ({ assert }, { header, encoding, bytes }) => {
      const response = await raw(`/assets/${name}?v=1`, header ? { 'accept-encoding': header } : {})
      assert.equal(response.status, 200)
      assert.equal(response.headers['content-encoding'], encoding)
      assert.match(String(response.headers['content-type']), /^text\/javascript/)
      assert.equal(Number(response.headers['content-length']), bytes.length)
      assert.deepEqual(response.body, bytes)
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.include(String(response.headers.vary).toLowerCase(), 'accept-encoding')
      // The security headers middleware still runs first.
      assert.equal(response.headers['x-content-type-options'], 'nosniff')
      assert.include(String(response.headers['content-security-policy']), `frame-ancestors 'none'`)
    })

  test('revalidation answers 304 per variant; HEAD gives the twin length and no body', async ({
    assert,
  }) => {
    const first = await raw(`/assets/${name}`, { 'accept-encoding': 'br' })
    const again = await raw(`/assets/${name}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
    const plain = await raw(`/assets/${name}`, {})
    assert.notEqual(
      plain.headers.etag,
      first.headers.etag,
      'the variants are different representations'
    )

    const head = await raw(`/assets/${name}`, { 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.headers['content-encoding'], 'br')
    assert.equal(Number(head.headers['content-length']), br.length)
    assert.equal(head.body.length, 0)
  })

  test('other static files: a short max-age with revalidation, never compressed per request', async ({
    assert,
  }) => {
    const favicon = await raw('/favicon.svg', { 'accept-encoding': 'br, gzip' })
    assert.equal(favicon.status, 200)
    assert.equal(favicon.headers['cache-control'], 'public, max-age=3600, must-revalidate')
    assert.isUndefined(favicon.headers['content-encoding'])
  })
})

test.group('Speed: Cache-Control of pages', (group) => {
  isolated(group)

  test('pages, Inertia visits and error pages: private, no-cache; /api answers keep their own', async ({
    client,
    assert,
  }) => {
    const home = await raw(urlFor('home'), ENGLISH)
    assert.equal(home.headers['cache-control'], 'private, no-cache')
    const missing = await raw('/no-such-page', ENGLISH)
    assert.equal(missing.status, 404)
    assert.equal(missing.headers['cache-control'], 'private, no-cache')
    const visit = await client.get(urlFor('properties.index')).withInertia()
    visit.assertStatus(200)
    assert.equal(visit.header('cache-control'), 'private, no-cache')
    const api = await raw(urlFor('api.properties.index', {}, { qs: { country: 'IN' } }))
    assert.isUndefined(api.headers['cache-control'])
  })
})
