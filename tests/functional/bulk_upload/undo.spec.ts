import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import { sqlTime } from '#services/db/sql_time'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import {
  fixture,
  importFile,
  unitRow,
  workbook,
  finishImports,
  countOf,
  creditsOf,
} from '#tests/helpers/bulk'
import { expectStatus } from '#tests/helpers/http'

const balance = creditsOf
const liveUnits = async (userId: number) =>
  await countOf(
    db
      .from('properties')
      .where('owner_id', userId)
      .whereNotNull('venture_id')
      .whereNull('deleted_at')
      .where('listing_state', 'active')
  )

async function imported(client: any, credits = 20) {
  const { user, token } = await ownerWithCredits(credits)
  const response = await importFile(client, token, await fixture('valid_units.xlsx'))
  return { user, token, job: response.body() }
}

test.group('Bulk upload: undo', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)

  test('the owner undoes an import: its units leave search, its empty ventures go, its credits come back once', async ({
    client,
    assert,
  }) => {
    const { user, token, job } = await imported(client)
    assert.isString(job.undo_until)
    assert.equal(await balance(user.id), 8)
    const response = await client.post(`/api/bulk-upload/imports/${job.id}/undo`).bearerToken(token)
    response.assertStatus(200)
    // Undone in its first day: 29 of the 30 days come back, 12 × 29 ÷ 30 = 11.6 → 11 (undo_refund.spec.ts has the rest of the rule).
    assert.include(response.body(), { state: 'undone', credits_refunded: 11, undo_until: null })
    assert.equal(await balance(user.id), 19)
    assert.equal(await liveUnits(user.id), 0)
    assert.equal(
      await countOf(db.from('ventures').where('owner_id', user.id).whereNull('deleted_at')),
      0
    )
    const refunds = await db
      .from('credit_ledger')
      .where('user_id', user.id)
      .where('reason', 'refund')
    assert.lengthOf(refunds, 1)
    const again = await client.post(`/api/bulk-upload/imports/${job.id}/undo`).bearerToken(token)
    again.assertStatus(409)
    assert.equal(again.body().detail, 'Only a completed upload can be undone.')
    assert.equal(await balance(user.id), 19)
  }).disableTimeout()

  test('the same file can be imported again after an undo (its unit numbers are free)', async ({
    client,
    assert,
  }) => {
    const { user, token, job } = await imported(client, 30)
    await client.post(`/api/bulk-upload/imports/${job.id}/undo`).bearerToken(token)
    const again = await importFile(client, token, await fixture('valid_units.xlsx'))
    assert.include(again.body(), { state: 'completed', created_units: 12, credits_charged: 12 })
    assert.equal(await liveUnits(user.id), 12)
  }).disableTimeout()

  test('an import with a booked unit cannot be undone', async ({ client, assert }) => {
    const { user, token, job } = await imported(client)
    const { user: buyer } = await ownerWithCredits(0)
    const unit = await db.from('properties').where('bulk_import_id', job.id).first()
    await Booking.create({
      propertyId: unit.id,
      userId: buyer.id,
      amount: 1000,
      status: 'completed',
    })
    const response = await client.post(`/api/bulk-upload/imports/${job.id}/undo`).bearerToken(token)
    response.assertStatus(409)
    assert.equal(
      response.body().detail,
      'A unit of this upload has been booked, so it cannot be undone.'
    )
    assert.equal(await liveUnits(user.id), 12)
    assert.equal(await balance(user.id), 8)
  }).disableTimeout()

  test('after 7 days, and for anyone but the owner, undo is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, token, job } = await imported(client)
    const { token: stranger } = await ownerWithCredits(0)
    await expectStatus(
      client.post(`/api/bulk-upload/imports/${job.id}/undo`).bearerToken(stranger),
      403
    )
    const { token: admin } = await ownerWithCredits(0, 'admin')
    await expectStatus(
      client.post(`/api/bulk-upload/imports/${job.id}/undo`).bearerToken(admin),
      403
    )
    await db
      .from('bulk_imports')
      .where('id', job.id)
      .update({ finished_at: sqlTime(DateTime.now().minus({ days: 8 })) })
    const late = await client.post(`/api/bulk-upload/imports/${job.id}/undo`).bearerToken(token)
    late.assertStatus(409)
    assert.equal(late.body().detail, 'Uploads can be undone for 7 days only.')
    assert.equal(await liveUnits(user.id), 12)
  }).disableTimeout()

  test('undo removes only what the import created: units it updated keep their new values', async ({
    client,
    assert,
  }) => {
    const { user, token } = await imported(client, 30)
    const update = await importFile(
      client,
      token,
      await workbook([unitRow({ Price: 9900000 }), unitRow({ Unit_ID: 'A-999' })]),
      'more.xlsx'
    )
    assert.include(update.body(), { created_units: 1, updated_units: 1, credits_charged: 1 })
    const response = await client
      .post(`/api/bulk-upload/imports/${update.body().id}/undo`)
      .bearerToken(token)
    // One unit's credit for 29 of 30 days rounds down to nothing.
    assert.include(response.body(), { state: 'undone', credits_refunded: 0 })
    assert.equal(await liveUnits(user.id), 12)
    const a101 = await db
      .from('properties')
      .where('owner_id', user.id)
      .where('unit_number', 'A-101')
      .whereNull('deleted_at')
      .first()
    assert.equal(Number(a101.price), 9900000)
  }).disableTimeout()
})
