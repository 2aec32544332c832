import { test } from '@japa/runner'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { rawRequest } from '#tests/helpers/raw_http'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A request with the path exactly as written: no client that resolves `..` or re-encodes it first. */
async function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET'
): Promise<Raw> {
  const response = await rawRequest(path, { headers, method })
  return { ...response, body: response.body.toString('utf8') }
}

const ID = '0b7e2a9c-1f3d-4c5e-8a6b-9d0e1f2a3b4c'
const PHOTO = Buffer.alloc(2048, 9)

/** Paths that try to leave the media folder, or name nothing a disk can hold (docs/security.md "Hostile input"). */
const HOSTILE_PATHS = [
  '/media/..%2f..%2fpackage.json',
  '/media/..%2F..%2F..%2Fpackage.json',
  '/media/%2e%2e/%2e%2e/package.json',
  '/media/%2e%2e%2f%2e%2e%2fpackage.json',
  '/media/%252e%252e/%252e%252e/package.json',
  '/media/a/../../package.json',
  '/media/images/../../../package.json',
  '/media/..\\..\\package.json',
  '/media/..%5c..%5cpackage.json',
  '/media/.env',
  `/media/images/${ID}/%00`,
  `/media/images/${ID}/320.webp%00.txt`,
  '/media/images%00',
  `/media/${'a'.repeat(300)}`,
  `/media/images/${'%61'.repeat(1000)}`,
  `/media/${'a/'.repeat(500)}x`,
  '/media/images',
  `/media/images/${ID}`,
  `/media/images/${ID}/320.webp/x`,
  '/media/images/nothing-here.webp',
]

/** Any path with a dot segment, a backslash or an encoded slash: the development server (Vite) would otherwise serve the project's files. */
const HOSTILE_ELSEWHERE = [
  '/x/../package.json',
  '/assets/../package.json',
  '/%2e%2e/package.json',
  '/properties/..%2f..%2fpackage.json',
  '/\\package.json',
  '/properties%00',
]

test.group('/media paths', (group) => {
  const folder = join(app.makePath(env.get('DRIVE_ROOT', 'storage/media')), 'images', ID)
  group.setup(async () => {
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, '320.webp'), PHOTO)
    return () => rm(folder, { recursive: true, force: true })
  })

  test('a stored image is served with its type, length and validators', async ({ assert }) => {
    const photo = await raw(`/media/images/${ID}/320.webp`)
    assert.equal(photo.status, 200)
    assert.equal(photo.headers['content-type'], 'image/webp')
    assert.equal(Number(photo.headers['content-length']), PHOTO.length)
    const etag = String(photo.headers.etag)
    assert.isNotEmpty(etag)
    const result = await raw(`/media/images/${ID}/320.webp`, { 'if-none-match': etag })
    assert.equal(result.status, 304)
    const head = await raw(`/media/images/${ID}/320.webp`, {}, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.body, '')
  })

  test('traversal, encoded slashes, backslashes, NUL bytes, long names, folders and missing files: 404, nothing of the server shown', async ({
    assert,
  }) => {
    // In every environment: the test server runs Vite's dev server, as development does.
    const root = app.makePath()
    const answers: Record<string, string> = {}
    for (const path of [...HOSTILE_PATHS, ...HOSTILE_ELSEWHERE]) {
      for (const accept of ['text/html', 'application/json']) {
        const response = await raw(path, { accept })
        const leaks = [
          '"name": "dreamhomes"',
          root,
          'ENOENT',
          'ENAMETOOLONG',
          'E_CANNOT',
          'Stack',
        ].filter((text) => response.body.includes(text))
        answers[`${path.slice(0, 80)} (${accept})`] =
          `${response.status}${leaks.length ? ` leaks ${leaks.join(', ')}` : ''}`
      }
    }
    assert.deepEqual(answers, Object.fromEntries(Object.keys(answers).map((key) => [key, '404'])))
  })
})
