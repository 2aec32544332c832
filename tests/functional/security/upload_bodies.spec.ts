import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import sharp from 'sharp'
import { isolated } from '#tests/helpers/db'
import { privateTempFolder } from '#tests/helpers/temp_folder'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import { finishImports, unitRow, workbook } from '#tests/helpers/bulk'
import { UserFactory } from '#database/factories/user_factory'
import { expectStatus } from '#tests/helpers/http'
import { jsonOf, rawRequest } from '#tests/helpers/raw_http'

const MB = 1024 * 1024
const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer()
const REFUSED = { detail: 'Files cannot be uploaded here.' }

/**
 * A multipart POST sent chunk by chunk without a Content-Length (as a client
 * streaming a body of unknown size does): `size` bytes of file in all.
 */
async function chunkedUpload(path: string, headers: Record<string, string>, size: number) {
  const boundary = 'dreamhomes-test-boundary'
  const multipart = {
    ...headers,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'accept': 'application/json',
    'transfer-encoding': 'chunked',
  }
  const response = await rawRequest(path, { method: 'POST', headers: multipart }, (req) => {
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
    )
    const chunk = Buffer.alloc(256 * 1024, 7)
    let sent = 0
    const pump = () => {
      while (sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return req.once('drain', pump)
      }
      req.end(`\r\n--${boundary}--\r\n`)
    }
    pump()
  })
  return jsonOf(response)
}

test.group(
  'Multipart bodies: only upload routes, only after sign-in, never in the temp folder',
  (group) => {
    isolated(group)
    finishImports(group)
    withLocationTree(group)
    const tempFiles = privateTempFolder(group)

    test('an anonymous 20 MB multipart POST to /logout is refused (415) and writes nothing', async ({
      client,
      assert,
    }) => {
      const response = await client
        .post(urlFor('session.destroy'))
        .header('accept', 'application/json')
        .file('image', Buffer.alloc(20 * MB, 1), { filename: 'junk.jpg' })
      response.assertStatus(415)
      response.assertBody(REFUSED)
      assert.deepEqual(await tempFiles(), [])
    })

    test('a multipart POST to a payment webhook is refused (415) and writes nothing', async ({
      client,
      assert,
    }) => {
      for (const url of [
        urlFor('api.payment.webhooks.stripe'),
        urlFor('api.payment.webhooks.razorpay'),
      ]) {
        const response = await client
          .post(url)
          .file('payload', Buffer.alloc(2 * MB, 1), { filename: 'event.json' })
        response.assertStatus(415)
        response.assertBody(REFUSED)
      }
      assert.deepEqual(await tempFiles(), [])
    })

    test('a multipart body on a signed-in route that takes no files is refused (415) in the visitor language', async ({
      client,
      assert,
    }) => {
      const { token } = await ownerWithCredits(0)
      const api = await client
        .post(urlFor('api.properties.store'))
        .bearerToken(token)
        .header('accept-language', 'hi')
        .file('image', await png(), { filename: 'a.png' })
      api.assertStatus(415)
      api.assertBody({ detail: 'यहाँ फ़ाइलें अपलोड नहीं की जा सकतीं।' })
      const undo = await client
        .post(urlFor('api.bulk_upload.imports.undo', { id: 1 }))
        .bearerToken(token)
        .file('file', Buffer.from('x'), { filename: 'a.xlsx' })
      undo.assertStatus(415)
      assert.deepEqual(await tempFiles(), [])
    })

    test('an upload without sign-in is refused before its file is read', async ({
      client,
      assert,
    }) => {
      await expectStatus(
        client.post(urlFor('api.uploads.image')).file('image', await png(), { filename: 'a.png' }),
        401
      )
      const sheet = await workbook([unitRow()])
      await expectStatus(
        client
          .post(urlFor('api.bulk_upload.preview'))
          .file('file', sheet, { filename: 'units.xlsx' }),
        401
      )
      const page = await client
        .post(urlFor('uploads.image'))
        .header('accept', 'application/json')
        .withCsrfToken()
        .file('image', await png(), { filename: 'a.png' })
      page.assertStatus(401)
      assert.deepEqual(await tempFiles(), [])
    })

    test('an accepted photo and an accepted spreadsheet leave nothing in the temp folder', async ({
      client,
      assert,
    }) => {
      const { token } = await ownerWithCredits(3)
      const photo = await client
        .post(urlFor('api.uploads.image'))
        .bearerToken(token)
        .file('image', await png(), { filename: 'house.png' })
      photo.assertStatus(201)
      const sheet = await client
        .post(urlFor('api.bulk_upload.preview'))
        .bearerToken(token)
        .file('file', await workbook([unitRow()]), { filename: 'units.xlsx' })
      sheet.assertStatus(200)
      assert.equal(sheet.body().total_units, 1)
      const faulty = await client
        .post(urlFor('api.bulk_upload.preview'))
        .bearerToken(token)
        .file('file', await workbook([unitRow({ Price: '' })]), { filename: 'units.xlsx' })
      faulty.assertStatus(200)
      const copy = await client
        .post(urlFor('api.bulk_upload.error_copy'))
        .bearerToken(token)
        .json({ preview_id: faulty.body().id })
      copy.assertStatus(200)
      const imported = await client
        .post(urlFor('api.bulk_upload.process'))
        .bearerToken(token)
        .json({ preview_id: sheet.body().id })
      assert.oneOf(imported.status(), [200, 202])
      assert.deepEqual(await tempFiles(), [])
    }).disableTimeout()

    test('the page uploads a photo with its session and CSRF token', async ({ client, assert }) => {
      const user = await UserFactory.create()
      const response = await client
        .post(urlFor('uploads.image'))
        .loginAs(user)
        .withCsrfToken()
        .header('accept', 'application/json')
        .file('image', await png(), { filename: 'house.png' })
      response.assertStatus(201)
      assert.match(response.body().url, /^\/media\/images\//)
      assert.deepEqual(await tempFiles(), [])
    })

    test('refused uploads (wrong type, over the file limit, over the body cap) leave nothing in the temp folder', async ({
      client,
      assert,
    }) => {
      const { token } = await ownerWithCredits(0)
      const text = await client
        .post(urlFor('api.uploads.image'))
        .bearerToken(token)
        .file('image', Buffer.from('not an image at all'), { filename: 'fake.png' })
      text.assertStatus(422)
      const overFileLimit = await client
        .post(urlFor('api.uploads.image'))
        .bearerToken(token)
        .file('image', Buffer.alloc(9 * MB, 1), { filename: 'huge.jpg' })
      overFileLimit.assertStatus(422)
      overFileLimit.assertBody({ detail: 'Images must be 8 MB or smaller' })
      const overCap = await client
        .post(urlFor('api.uploads.image'))
        .bearerToken(token)
        .file('image', Buffer.alloc(11 * MB, 1), { filename: 'huge.jpg' })
      overCap.assertStatus(413)
      overCap.assertBody({ detail: 'Images must be 8 MB or smaller' })
      const csv = await client
        .post(urlFor('api.bulk_upload.preview'))
        .bearerToken(token)
        .file('file', Buffer.from('a,b\n1,2\n'), { filename: 'units.csv' })
      csv.assertStatus(422)
      const bigSheet = await client
        .post(urlFor('api.bulk_upload.preview'))
        .bearerToken(token)
        .file('file', Buffer.alloc(13 * MB, 1), { filename: 'units.xlsx' })
      bigSheet.assertStatus(413)
      bigSheet.assertBody({ detail: 'File size too large. Please keep it under 10MB.' })
      assert.deepEqual(await tempFiles(), [])
    }).disableTimeout()

    test('a streamed upload without a length stops at the cap: 413, nothing kept', async ({
      assert,
    }) => {
      const { token } = await ownerWithCredits(0)
      const response = await chunkedUpload(
        urlFor('api.uploads.image'),
        { 'authorization': `Bearer ${token}`, 'accept-language': 'en' },
        12 * MB
      )
      assert.equal(response.status, 413)
      assert.deepEqual(response.body, { detail: 'Images must be 8 MB or smaller' })
      assert.deepEqual(await tempFiles(), [])
    }).disableTimeout()
  }
)
