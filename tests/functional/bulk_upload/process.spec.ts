import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import BulkImport from '#models/bulk_import'
import CreditLedger from '#services/credits/credit_ledger'
import BulkUploads, { hashOf } from '#services/bulk/bulk_uploads'
import { sweepPreviews } from '#services/bulk/bulk_previews'
import ImportWriter from '#services/bulk/import_writer'
import { ImportJobs } from '#services/bulk/import_jobs'
import { sqlTime } from '#services/db/sql_time'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import {
  fixture,
  unitRow,
  unitRows,
  workbook,
  finishImports,
  importFile,
  previewFile,
  processPreview,
  countOf,
  creditsOf,
} from '#tests/helpers/bulk'
import { expectStatus } from '#tests/helpers/http'

const previewOf = previewFile
const process = importFile

const balance = creditsOf

async function written(userId: number) {
  const count = countOf
  return {
    ventures: await count(db.from('ventures').where('owner_id', userId).whereNull('deleted_at')),
    towers: await count(
      db
        .from('towers')
        .whereIn('venture_id', db.from('ventures').where('owner_id', userId).select('id'))
    ),
    units: await count(db.from('properties').where('owner_id', userId).whereNotNull('venture_id')),
    live: await count(
      db
        .from('properties')
        .where('owner_id', userId)
        .whereNotNull('venture_id')
        .where('listing_state', 'active')
        .whereNull('deleted_at')
    ),
    spends: await count(db.from('credit_ledger').where('user_id', userId).where('reason', 'spend')),
  }
}

/** A ledger whose spend always fails: the import fails after its units were staged. */
class FailingLedger extends CreditLedger {
  override async spend(): Promise<never> {
    throw new Error('ledger unavailable')
  }
}

test.group('Bulk upload: processing', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)

  test('a valid .xlsx creates its ventures, towers and live units and charges one credit per unit, once', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(20)
    const response = await process(client, token, await fixture('valid_units.xlsx'))
    response.assertStatus(200)
    assert.include(response.body(), {
      state: 'completed',
      created_ventures: 2,
      created_towers: 3,
      created_units: 12,
      credits_charged: 12,
      percent: 100,
    })
    assert.deepEqual(response.body().errors, [])
    assert.deepInclude(await written(user.id), {
      ventures: 2,
      towers: 3,
      units: 12,
      live: 12,
      spends: 1,
    })
    assert.equal(await balance(user.id), 8)
    const venture = await db
      .from('ventures')
      .where('owner_id', user.id)
      .where('name', 'Skyline Residency')
      .first()
    assert.include(venture, {
      is_public: venture.is_public,
      unit_count: 8,
      location: 'Gachibowli, Hyderabad, Rangareddy, Telangana',
    })
    assert.isTrue(Boolean(venture.is_public))
    const units = await client.get(`/api/ventures/${venture.id}/properties`)
    assert.lengthOf(units.body().data, 8)
    const a201 = await db
      .from('properties')
      .where('venture_id', venture.id)
      .where('unit_number', 'A-201')
      .first()
    assert.include(a201, { price: a201.price, status: 'blocked', facing: 'East' })
    assert.equal(Number(a201.price), 8500000)
  }).disableTimeout()

  test('a valid .xls (BIFF8) imports the same', async ({ client, assert }) => {
    const { user, token } = await ownerWithCredits(12)
    const response = await process(
      client,
      token,
      await fixture('valid_units.xls'),
      'valid_units.xls'
    )
    assert.include(response.body(), { state: 'completed', created_units: 12, credits_charged: 12 })
    assert.equal(await balance(user.id), 0)
  }).disableTimeout()

  test('the same file again creates and charges nothing; a changed row updates its unit for free', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(15)
    const bytes = await fixture('valid_units.xlsx')
    await process(client, token, bytes)
    const preview = await previewOf(client, token, bytes)
    assert.include(preview.body(), {
      units_to_create: 0,
      units_to_update: 0,
      units_unchanged: 12,
      credits_required: 0,
      new_ventures: 0,
      new_towers: 0,
    })
    const again = await processPreview(client, token, preview.body().id)
    assert.include(again.body(), {
      state: 'completed',
      created_ventures: 0,
      created_towers: 0,
      created_units: 0,
      unchanged_units: 12,
      credits_charged: 0,
    })
    assert.deepInclude(await written(user.id), { units: 12, spends: 1 })
    assert.equal(await balance(user.id), 3)

    const changed = await process(
      client,
      token,
      await workbook([
        unitRow({ Unit_ID: 'A-101', Area_Name: 'Gachibowli', Price: 9100000, Facing: 'North' }),
      ])
    )
    assert.include(changed.body(), {
      state: 'completed',
      created_units: 0,
      updated_units: 1,
      credits_charged: 0,
    })
    const a101 = await db
      .from('properties')
      .where('owner_id', user.id)
      .where('unit_number', 'A-101')
      .first()
    assert.equal(Number(a101.price), 9100000)
    assert.equal(await balance(user.id), 3)
  }).disableTimeout()

  test('without enough credits the import fails with the message and writes nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const response = await process(client, token, await fixture('valid_units.xlsx'))
    response.assertStatus(200)
    assert.include(response.body(), { state: 'failed', created_units: 0, credits_charged: 0 })
    assert.deepEqual(response.body().errors, [
      'Insufficient credits! Please purchase more credits.',
    ])
    assert.deepInclude(await written(user.id), { ventures: 0, towers: 0, units: 0, spends: 0 })
    assert.equal(await balance(user.id), 5)
  }).disableTimeout()

  test('a file with problems fails with every problem listed and writes nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(20)
    const response = await process(client, token, await fixture('invalid_units.xlsx'))
    assert.equal(response.body().state, 'failed')
    assert.include(response.body().errors, 'Row 4, Price: must be a number greater than 0')
    assert.deepInclude(await written(user.id), { ventures: 0, units: 0, spends: 0 })
  }).disableTimeout()

  test('a failure half-way (after units were staged in batches) rolls every batch back: no venture, no unit, no charge', async ({
    assert,
  }) => {
    const { user } = await ownerWithCredits(700)
    const jobs = new ImportJobs(new ImportWriter(new FailingLedger()))
    const uploads = new BulkUploads(jobs)
    const preview = await uploads.preview(user, 'big.xlsx', await workbook(unitRows(650)), 'en')
    const job = await uploads.start(user, preview.id, 'en')
    await jobs.idle()
    await job.refresh()
    assert.equal(job.state, 'failed')
    assert.deepEqual(job.errors, [
      'Something went wrong on our side. Nothing was charged; please try again.',
    ])
    assert.isNull(job.activeKey)
    assert.deepInclude(await written(user.id), { ventures: 0, towers: 0, units: 0, spends: 0 })
    assert.equal(await countOf(db.from('properties').where('bulk_import_id', job.id)), 0)
    assert.equal(await balance(user.id), 700)
  }).disableTimeout()

  test('a second process request for a file whose import is running is refused', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(20)
    const bytes = await fixture('valid_units.xlsx')
    await BulkImport.create({
      userId: user.id,
      fileName: 'units.xlsx',
      fileHash: hashOf(bytes),
      fileSize: bytes.length,
      state: 'running',
      activeKey: `${user.id}:${hashOf(bytes)}`,
      locale: 'en',
      errors: [],
      heartbeatAt: DateTime.now(),
    })
    const response = await process(client, token, bytes)
    response.assertStatus(409)
    assert.equal(
      response.body().detail,
      'This file is already being uploaded. Wait for it to finish.'
    )
    assert.deepInclude(await written(user.id), { units: 0, spends: 0 })
  }).disableTimeout()

  test('a large import answers 202 at once and its progress is followed to the end', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(1200)
    const started = await process(
      client,
      token,
      await workbook(unitRows(1100)),
      'big.xlsx',
      '?wait=0'
    )
    started.assertStatus(202)
    assert.oneOf(started.body().state, ['queued', 'running'])
    let state = started.body()
    const deadline = Date.now() + 120_000
    while (!['completed', 'failed'].includes(state.state) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const followed = await client
        .get(`/api/bulk-upload/imports/${started.body().id}`)
        .bearerToken(token)
      state = followed.body()
      assert.isAtMost(state.percent, 100)
    }
    assert.deepEqual(state.errors, [])
    assert.include(state, {
      state: 'completed',
      created_units: 1100,
      credits_charged: 1100,
      rows_written: 1100,
      total_rows: 1100,
    })
    assert.equal(await balance(user.id), 100)
  }).disableTimeout()

  test('an import cut off by a restart is found by its stale heartbeat and run again to the end', async ({
    assert,
  }) => {
    const { user } = await ownerWithCredits(20)
    const bytes = await workbook(unitRows(3))
    const preview = await new BulkUploads().preview(user, 'units.xlsx', bytes, 'en')
    const job = await BulkImport.create({
      userId: user.id,
      previewId: preview.id,
      fileName: 'units.xlsx',
      fileHash: hashOf(bytes),
      fileSize: bytes.length,
      state: 'running',
      activeKey: `${user.id}:x`,
      locale: 'en',
      errors: [],
      attempts: 1,
    })
    await db
      .from('bulk_imports')
      .where('id', job.id)
      .update({ heartbeat_at: sqlTime(DateTime.now().minus({ minutes: 10 })) })
    const jobs = new ImportJobs()
    await jobs.recover()
    await jobs.idle()
    await job.refresh()
    assert.include(job.serialize(), {
      state: 'completed',
      createdUnits: 3,
      creditsCharged: 3,
      attempts: 2,
    })
    assert.equal(await balance(user.id), 17)
  }).disableTimeout()

  test('an import is followed by its owner and admins only', async ({ client }) => {
    const { token } = await ownerWithCredits(20)
    const started = await process(client, token, await workbook(unitRows(2)))
    const { token: stranger } = await ownerWithCredits(0)
    await expectStatus(
      client.get(`/api/bulk-upload/imports/${started.body().id}`).bearerToken(stranger),
      403
    )
    const { token: admin } = await ownerWithCredits(0, 'admin')
    await expectStatus(
      client.get(`/api/bulk-upload/imports/${started.body().id}`).bearerToken(admin),
      200
    )
    await expectStatus(
      client.get(`/api/bulk-upload/imports/${started.body().id}`).bearerToken(token),
      200
    )
  }).disableTimeout()

  test('processing takes the preview id alone: the file is read once, and a file sent to process is refused', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const bytes = await workbook(unitRows(2))
    const preview = await previewOf(client, token, bytes)
    preview.assertStatus(200)
    assert.isNumber(preview.body().id)
    assert.equal(preview.body().file_hash, hashOf(bytes))
    const stored = await db.from('bulk_previews').where('id', preview.body().id).first()
    assert.include(stored, { user_id: user.id, file_hash: hashOf(bytes), total_rows: 2 })
    await expectStatus(
      client
        .post('/api/bulk-upload/process')
        .bearerToken(token)
        .field('preview_id', String(preview.body().id))
        .file('file', bytes, { filename: 'units.xlsx' }),
      415
    )
    await expectStatus(processPreview(client, token, 'x'), 422)
    const response = await processPreview(client, token, preview.body().id)
    response.assertStatus(200)
    assert.include(response.body(), {
      state: 'completed',
      file_name: 'units.xlsx',
      file_hash: hashOf(bytes),
      created_units: 2,
      credits_charged: 2,
    })
    assert.equal(await balance(user.id), 3)
    const job = await BulkImport.findOrFail(response.body().id)
    assert.equal(job.previewId, preview.body().id)
    // What the preview read is dropped once its import ended.
    const kept = await db.from('bulk_previews').where('id', job.previewId!).first()
    assert.isNull(kept.payload)
  }).disableTimeout()

  test("another user's preview is not found: nothing is imported or charged", async ({
    client,
    assert,
  }) => {
    const { user: owner, token: ownerToken } = await ownerWithCredits(5)
    const preview = await previewOf(client, ownerToken, await workbook(unitRows(2)))
    const { user: stranger, token } = await ownerWithCredits(5)
    const response = await processPreview(client, token, preview.body().id)
    response.assertStatus(404)
    assert.equal(response.body().detail, 'This preview was not found. Select the file again.')
    const copy = await client
      .post('/api/bulk-upload/error-copy')
      .bearerToken(token)
      .json({ preview_id: preview.body().id })
    copy.assertStatus(404)
    assert.deepInclude(await written(stranger.id), { units: 0, spends: 0 })
    assert.deepInclude(await written(owner.id), { units: 0, spends: 0 })
    assert.equal(await balance(stranger.id), 5)
    assert.equal(await countOf(db.from('bulk_imports')), 0, 'no import was created')
    // The owner still processes it.
    await expectStatus(processPreview(client, ownerToken, preview.body().id), 200)
    assert.equal(await balance(owner.id), 3)
  }).disableTimeout()

  test('the same preview processed twice is imported and charged once; the second is refused with its import', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(10)
    const preview = await previewOf(client, token, await workbook(unitRows(3)))
    const [first, second] = await Promise.all([
      processPreview(client, token, preview.body().id),
      processPreview(client, token, preview.body().id),
    ])
    const statuses = [first.status(), second.status()].sort()
    assert.deepEqual(statuses, [200, 409])
    const done = first.status() === 200 ? first : second
    const refused = first.status() === 200 ? second : first
    assert.include(done.body(), { state: 'completed', created_units: 3, credits_charged: 3 })
    assert.equal(
      refused.body().detail,
      'This preview was already uploaded. Select the file again to upload it once more.'
    )
    assert.equal(refused.body().import_id, done.body().id)
    const again = await processPreview(client, token, preview.body().id)
    again.assertStatus(409)
    assert.equal(again.body().import_id, done.body().id)
    assert.deepInclude(await written(user.id), { units: 3, spends: 1 })
    assert.equal(await balance(user.id), 7)
    assert.equal(await countOf(db.from('bulk_imports').where('user_id', user.id)), 1)
  }).disableTimeout()

  test('a preview older than an hour is refused as out of date', async ({ client, assert }) => {
    const { user, token } = await ownerWithCredits(5)
    const preview = await previewOf(client, token, await workbook(unitRows(2)))
    await db
      .from('bulk_previews')
      .where('id', preview.body().id)
      .update({ created_at: sqlTime(DateTime.now().minus({ minutes: 61 })) })
    const response = await processPreview(client, token, preview.body().id)
    response.assertStatus(409)
    assert.equal(
      response.body().detail,
      'This preview is out of date. Select the file again to see what it will do now.'
    )
    assert.deepInclude(await written(user.id), { units: 0, spends: 0 })
  }).disableTimeout()

  test('a preview whose plan no longer holds (its units were created meanwhile) fails, charging nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(10)
    const bytes = await workbook(unitRows(2))
    const early = await previewOf(client, token, bytes)
    const late = await previewOf(client, token, bytes)
    await expectStatus(processPreview(client, token, late.body().id), 200)
    const stale = await processPreview(client, token, early.body().id)
    stale.assertStatus(200)
    assert.include(stale.body(), { state: 'failed', created_units: 0, credits_charged: 0 })
    assert.deepEqual(stale.body().errors, [
      'This preview is out of date. Select the file again to see what it will do now.',
    ])
    assert.deepInclude(await written(user.id), { units: 2, spends: 1 })
    assert.equal(await balance(user.id), 8)
  }).disableTimeout()

  test('previews are kept a day; an import still running keeps its own', async ({ assert }) => {
    const { user } = await ownerWithCredits(0)
    const uploads = new BulkUploads()
    const bytes = await workbook(unitRows(1))
    const old = await uploads.preview(user, 'old.xlsx', bytes, 'en')
    const running = await uploads.preview(user, 'running.xlsx', bytes, 'en')
    const recent = await uploads.preview(user, 'recent.xlsx', bytes, 'en')
    await db
      .from('bulk_previews')
      .whereIn('id', [old.id, running.id])
      .update({ created_at: sqlTime(DateTime.now().minus({ hours: 25 })) })
    await BulkImport.create({
      userId: user.id,
      previewId: running.id,
      fileName: 'running.xlsx',
      fileHash: running.fileHash,
      fileSize: bytes.length,
      state: 'running',
      locale: 'en',
      errors: [],
      heartbeatAt: DateTime.now(),
    })
    await sweepPreviews()
    const left = await db.from('bulk_previews').where('user_id', user.id).select('id')
    assert.sameMembers(
      left.map((row) => Number(row.id)),
      [running.id, recent.id]
    )
  }).disableTimeout()
})
