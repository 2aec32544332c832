import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { hashOf } from '#services/bulk/bulk_uploads'
import { bulkFileKey } from '#services/bulk/bulk_files'
import { SIGNED_URL_SECONDS } from '#services/media/private_files'
import { unitRows, workbook } from '#tests/helpers/bulk'
import { sqlTime } from '#services/db/sql_time'
import { readManifest } from '#services/backups/backups'
import { dialectOf } from '#services/backups/database_backup'
import { committed } from '#tests/helpers/db'
import { run } from '#tests/helpers/fresh_checkout'
import { startInstance, type Instance } from '#tests/helpers/instances'
import { startS3Server, type LocalS3 } from '#tests/helpers/s3_server'
import { ownerWithCredits, validForm, withLocationTree } from '../posting/helpers.js'

/** The public address of the bucket: a CDN with a path of its own (no trailing slash, on purpose). */
const PUBLIC_URL = 'https://cdn.test/dreamhomes'

async function photo() {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .png()
    .toBuffer()
}

async function upload(instance: Instance, token: string): Promise<Response> {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'a.png')
  return fetch(`${instance.url}/api/uploads/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  })
}

async function keysUnder(s3: LocalS3, prefix: string): Promise<string[]> {
  const listed = await s3
    .client()
    .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}

/**
 * DRIVE_DISK=s3 against a real S3 API (s3rver, issue 29): an app instance of
 * its own with the S3_* variables, on this run's database.
 */
test.group('Listing photos on S3-compatible storage (issue 29)', (group) => {
  let s3: LocalS3
  let instance: Instance
  committed(group)
  withLocationTree(group)
  group.setup(async () => {
    s3 = await startS3Server('dreamhomes-test', ['dreamhomes-restored'])
    try {
      instance = await startInstance(s3.env(PUBLIC_URL))
    } catch (error) {
      await s3.remove()
      throw error
    }
    return async () => {
      await instance.server.stop()
      await s3.remove()
    }
  })

  test('an uploaded photo lands in the bucket as WebP and the listing links to it at S3_PUBLIC_URL', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(1)
    const uploaded = await upload(instance, token)
    assert.equal(uploaded.status, 201, instance.server.log.text)
    const { url } = (await uploaded.json()) as { url: string }
    const id = /\/images\/([0-9a-f-]{36})\/1280\.webp$/.exec(url)?.[1]
    assert.isString(id, url)
    assert.equal(url, `${PUBLIC_URL}/images/${id}/1280.webp`)

    assert.deepEqual(await keysUnder(s3, `images/${id}/`), [
      `images/${id}/1280.webp`,
      `images/${id}/320.webp`,
      `images/${id}/640.webp`,
    ])
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `images/${id}/640.webp` }))
    assert.equal(head.ContentType, 'image/webp')
    assert.equal(s3.aclOf(`images/${id}/640.webp`), 'public-read')
    // Anyone may read a listing photo straight from the bucket (path style), as a CDN does.
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/images/${id}/320.webp`)
    assert.equal(direct.status, 200)
    const { width } = await sharp(Buffer.from(await direct.arrayBuffer())).metadata()
    assert.equal(width, 320)

    const created = await fetch(`${instance.url}/api/properties`, {
      method: 'POST',
      headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(validForm({ images: [url] })),
    })
    assert.equal(created.status, 201, await created.clone().text())
    const listing = (await created.json()) as { id: number; images: string[] }
    assert.deepEqual(listing.images, [url])
    const shown = await fetch(`${instance.url}/api/properties/${listing.id}`)
    assert.deepEqual(((await shown.json()) as { images: string[] }).images, [url])
    // The page (rendered here: an instance has no SSR build) offers every width from the bucket's address.
    const page = await client.get(`/properties/${listing.id}`).header('accept-language', 'en-US')
    page.assertStatus(200)
    assert.include(page.text(), `${PUBLIC_URL}/images/${id}/640.webp 640w`)
  }).timeout(60_000)

  test('media:prune-uploads deletes an unused photo from the bucket and keeps a used one', async ({
    assert,
  }) => {
    const { token } = await ownerWithCredits(1)
    const ids: string[] = []
    for (let i = 0; i < 2; i++) {
      const uploaded = await upload(instance, token)
      assert.equal(uploaded.status, 201, instance.server.log.text)
      ids.push(
        /images\/([0-9a-f-]{36})\//.exec(((await uploaded.json()) as { url: string }).url)![1]
      )
    }
    const [used, unused] = ids
    const created = await fetch(`${instance.url}/api/properties`, {
      method: 'POST',
      headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(validForm({ images: [`${PUBLIC_URL}/images/${used}/1280.webp`] })),
    })
    assert.equal(created.status, 201, await created.clone().text())
    await db
      .from('uploaded_images')
      .whereIn('id', ids)
      .update({ created_at: sqlTime(DateTime.now().minus({ days: 2 })) })

    const output = await run('node', ['ace', 'media:prune-uploads'], {
      cwd: app.makePath(),
      env: { ...process.env, ...s3.env(PUBLIC_URL) },
    })
    assert.include(output, 'Removed 1 unused uploads')
    assert.deepEqual(await keysUnder(s3, `images/${unused}/`), [])
    assert.lengthOf(await keysUnder(s3, `images/${used}/`), 3)
  }).timeout(60_000)

  test("a bulk upload's file is private and read through a 5-minute presigned address; a tampered or expired one is refused", async ({
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const bytes = await workbook(unitRows(1))
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)]), 'units.xlsx')
    const auth = { authorization: `Bearer ${token}`, accept: 'application/json' }
    const preview = await fetch(`${instance.url}/api/bulk-upload/preview`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    assert.equal(preview.status, 200, await preview.clone().text())
    const { id: previewId } = (await preview.json()) as { id: number }
    const key = bulkFileKey(user.id, hashOf(bytes), 'units.xlsx')
    assert.deepEqual(await keysUnder(s3, `private/bulk-uploads/${user.id}/`), [key])
    assert.equal(s3.aclOf(key), 'private')

    const processed = await fetch(`${instance.url}/api/bulk-upload/process?wait=0`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ preview_id: previewId }),
    })
    const { id: importId } = (await processed.json()) as { id: number }
    const download = await fetch(`${instance.url}/api/bulk-upload/imports/${importId}/file`, {
      headers: auth,
      redirect: 'manual',
    })
    assert.equal(download.status, 302, await download.clone().text())
    assert.equal(download.headers.get('cache-control'), 'no-store')
    const signed = new URL(download.headers.get('location')!)
    assert.equal(`${signed.origin}${signed.pathname}`, `${s3.endpoint}/${s3.bucket}/${key}`)
    assert.equal(signed.searchParams.get('X-Amz-Expires'), String(SIGNED_URL_SECONDS))

    const read = await fetch(signed)
    assert.equal(read.status, 200)
    assert.deepEqual(Buffer.from(await read.arrayBuffer()), bytes)
    assert.match(read.headers.get('content-disposition')!, /^attachment; filename="units.xlsx"/)

    const tampered = new URL(signed)
    const signature = tampered.searchParams.get('X-Amz-Signature')!
    tampered.searchParams.set(
      'X-Amz-Signature',
      (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1)
    )
    const forged = await fetch(tampered)
    assert.equal(forged.status, 403)
    assert.include(await forged.text(), 'SignatureDoesNotMatch')
    const otherKey = new URL(signed)
    otherKey.pathname = otherKey.pathname.replace(`/${user.id}/`, `/${user.id + 1}/`)
    const another = await fetch(otherKey)
    assert.equal(another.status, 403)

    // Signed two minutes ago for one minute: expired.
    const expired = await getSignedUrl(
      s3.client(),
      new GetObjectCommand({ Bucket: s3.bucket, Key: key }),
      { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) }
    )
    const late = await fetch(expired)
    assert.equal(late.status, 403)
    assert.include(await late.text(), 'Request has expired')
  }).timeout(60_000)

  test('backup:create copies every object of the bucket; backup:restore puts them into another bucket', async ({
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const uploaded = await upload(instance, token)
    assert.equal(uploaded.status, 201)
    const id = /images\/([0-9a-f-]{36})\//.exec(
      ((await uploaded.json()) as { url: string }).url
    )![1]
    const privateKey = 'private/bulk-uploads/0/backup-test.xlsx'
    await s3
      .client()
      .send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: privateKey, Body: 'sheet', ACL: 'private' })
      )
    const folder = await mkdtemp(join(tmpdir(), 'dreamhomes-s3-backup-'))
    const env = { ...process.env, ...s3.env(PUBLIC_URL) }
    const restored = dialectOf() === 'mysql' ? `${process.env.DB_DATABASE}_restore` : null
    try {
      await run('node', ['ace', 'backup:create', `--to=${folder}`], { cwd: app.makePath(), env })
      const [name] = await readdir(folder)
      const dir = join(folder, name)
      const manifest = await readManifest(dir)
      assert.equal(manifest.uploads.disk, 's3')
      const all = await keysUnder(s3, '')
      assert.equal(manifest.uploads.files, all.length)
      const key = `images/${id}/640.webp`
      const object = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)
      const copied = await readFile(join(dir, 'uploads', key))
      assert.deepEqual(copied, Buffer.from(await object.arrayBuffer()))

      const target = restored
        ? `--database=${restored}`
        : `--sqlite=${join(folder, 'copy.sqlite3')}`
      await run('node', ['ace', 'backup:restore', dir, target, '--bucket=dreamhomes-restored'], {
        cwd: app.makePath(),
        env,
      })
      const listed = await s3
        .client()
        .send(new ListObjectsV2Command({ Bucket: 'dreamhomes-restored' }))
      assert.deepEqual((listed.Contents ?? []).map((item) => item.Key!).sort(), all)
      assert.equal(s3.aclOf(key, 'dreamhomes-restored'), 'public-read')
      assert.equal(s3.aclOf(privateKey, 'dreamhomes-restored'), 'private')
    } finally {
      if (restored) await db.rawQuery(`drop database if exists \`${restored}\``)
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(60_000)

  test('/health/ready answers storage ok, then 503 naming storage once the S3 server stops', async ({
    assert,
  }) => {
    const ready = await fetch(`${instance.url}/health/ready`)
    const body = (await ready.json()) as {
      failed: string[]
      checks: Record<string, { status: string }>
    }
    assert.equal(ready.status, 200, JSON.stringify(body))
    assert.equal(body.checks.storage.status, 'ok')

    await s3.stop()
    try {
      const down = await fetch(`${instance.url}/health/ready`)
      const report = (await down.json()) as { status: string; failed: string[] }
      assert.equal(down.status, 503)
      assert.equal(report.status, 'unavailable')
      assert.deepEqual(report.failed, ['storage'])
      // An upload meanwhile is told storage is unavailable, not a 500.
      const { token } = await ownerWithCredits(0)
      const refused = await upload(instance, token)
      assert.equal(refused.status, 503)
      assert.deepEqual(await refused.json(), {
        detail: 'Files cannot be stored or read right now. Please try again in a few minutes.',
      })
    } finally {
      await s3.start()
    }
  }).timeout(30_000)
})

test.group('S3 settings (issue 29)', () => {
  test('DRIVE_DISK=s3 without S3_PUBLIC_URL, or with an http one, stops the app at start saying so', async ({
    assert,
  }) => {
    const start = (settings: Record<string, string>) =>
      run('node', ['ace', 'media:prune-uploads'], {
        cwd: app.makePath(),
        env: { ...process.env, DRIVE_DISK: 's3', S3_BUCKET: 'photos', ...settings },
      }).then(
        () => 'started',
        (error: Error) => error.message
      )
    // An empty variable is an unset one.
    assert.include(await start({ S3_PUBLIC_URL: '' }), 'DRIVE_DISK=s3 needs S3_PUBLIC_URL')
    assert.include(
      await start({ S3_PUBLIC_URL: 'http://127.0.0.1:9000/photos' }),
      'S3_PUBLIC_URL must be an https:// address'
    )
  }).timeout(30_000)
})
