import { test } from '@japa/runner'
import { stat } from 'node:fs/promises'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import BulkImport from '#models/bulk_import'
import { hashOf } from '#services/bulk/bulk_uploads'
import { bulkFileKey } from '#services/bulk/bulk_files'
import { sweepPreviews } from '#services/bulk/bulk_previews'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import { finishImports, importFile, previewFile, unitRows, workbook } from '#tests/helpers/bulk'

function diskPath(key: string) {
  return app.makePath(env.get('DRIVE_ROOT', 'storage/media'), key)
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false
  )

/**
 * The spreadsheet of a bulk upload is kept private (docs/operations.md
 * "Private files"): its owner downloads it from the history, nobody else,
 * and /media never serves it. (On S3 it is a presigned redirect:
 * tests/functional/media/s3_storage.spec.ts.)
 */
test.group('Bulk upload: the uploaded file, kept private', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)

  test('its owner downloads it back; another user, a visitor and /media cannot', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const bytes = await workbook(unitRows(2))
    const processed = await importFile(client, token, bytes, 'Skyline units.xlsx', '?wait=0')
    assert.oneOf(processed.status(), [200, 202])
    const job = await BulkImport.findOrFail(processed.body().id)

    const file = await client
      .get(urlFor('api.bulk_upload.imports.file', { id: job.id }))
      .bearerToken(token)
    file.assertStatus(200)
    assert.deepEqual(file.body(), bytes)
    assert.equal(file.header('cache-control'), 'no-store')
    assert.equal(
      file.header('content-disposition'),
      `attachment; filename="Skyline units.xlsx"; filename*=UTF-8''Skyline%20units.xlsx`
    )

    // The page's link (the session's route) gives the same file.
    const fromPage = await client
      .get(urlFor('bulk_upload.imports.file', { id: job.id }))
      .loginAs(user)
    fromPage.assertStatus(200)
    assert.deepEqual(fromPage.body(), bytes)

    const other = await ownerWithCredits(0)
    const refused = await client
      .get(urlFor('api.bulk_upload.imports.file', { id: job.id }))
      .bearerToken(other.token)
    assert.oneOf(refused.status(), [403, 404])
    const visitor = await client.get(urlFor('api.bulk_upload.imports.file', { id: job.id }))
    visitor.assertStatus(401)

    const key = bulkFileKey(user.id, hashOf(bytes), 'Skyline units.xlsx')
    assert.isTrue(await exists(diskPath(key)), 'the file is on the disk')
    const media = await client.get(`/${['media', ...key.split('/')].join('/')}`)
    media.assertStatus(404)
  })

  test('a preview swept without an import takes its file along; an import keeps its own', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const previewedOnly = await workbook(unitRows(1, { Tower_Name: 'Tower B' }))
    const imported = await workbook(unitRows(1, { Tower_Name: 'Tower C' }))
    const previewed = await previewFile(client, token, previewedOnly)
    previewed.assertStatus(200)
    const processed = await importFile(client, token, imported, 'units.xlsx', '?wait=0')
    assert.oneOf(processed.status(), [200, 202])
    const keyOf = (bytes: Buffer) => diskPath(bulkFileKey(user.id, hashOf(bytes), 'units.xlsx'))
    assert.isTrue(await exists(keyOf(previewedOnly)))

    await sweepPreviews(DateTime.now().plus({ days: 2 }))
    assert.isFalse(await exists(keyOf(previewedOnly)))
    assert.isTrue(await exists(keyOf(imported)))
  })
})
