import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import { sqlTime } from '#services/db/sql_time'
import { committed, isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import {
  finishImports,
  importFile,
  unitRow,
  unitRows,
  workbook,
  countOf,
  creditsOf,
} from '#tests/helpers/bulk'
import { expectStatus } from '#tests/helpers/http'
import type { ApiClient } from '@japa/api-client'

/**
 * Issue 24: undoing an import refunded every credit within 7 days, however
 * long its units were listed and whatever they collected. Now only units
 * without a lead, reveal or booking come back, for the days left of their
 * 30 days (each day begun is used), rounded down: undo_refund.ts.
 */
const balance = creditsOf
const refunds = (userId: number) =>
  db.from('credit_ledger').where('user_id', userId).where('reason', 'refund').select('delta')
async function refundDeltas(userId: number) {
  const rows = await refunds(userId)
  return rows.map((row) => Number(row.delta))
}
const liveUnits = async (importId: number) =>
  await countOf(db.from('properties').where('bulk_import_id', importId).whereNull('deleted_at'))

async function imported(client: ApiClient, rows: Record<string, unknown>[], credits = 20) {
  const { user, token } = await ownerWithCredits(credits)
  const response = await importFile(client, token, await workbook(rows))
  response.assertStatus(200)
  const job = response.body()
  const units = await db
    .from('properties')
    .where('bulk_import_id', job.id)
    .orderBy('id')
    .select('id', 'venture_id', 'unit_number')
  return { user, token, job, units }
}

/** The import went live `days` days (and some hours) ago. */
async function wentLive(importId: number, ago: { days: number; hours?: number }) {
  await db
    .from('bulk_imports')
    .where('id', importId)
    .update({ finished_at: sqlTime(DateTime.now().minus(ago)) })
}

const undo = (client: ApiClient, importId: number, token: string) =>
  client.post(`/api/bulk-upload/imports/${importId}/undo`).bearerToken(token)

test.group('Bulk upload: what an undo refunds', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)

  test('undone on day 6, units that got a lead, a reveal or a booking keep their credits; the others come back for 24 of 30 days', async ({
    client,
    assert,
  }) => {
    const { user, token, job, units } = await imported(client, unitRows(10))
    assert.equal(job.credits_charged, 10)
    assert.equal(await balance(user.id), 10)
    await wentLive(job.id, { days: 5, hours: 3 })

    const [asked, revealed, booked] = units
    const visit = await client
      .post(`/api/ventures/${asked.venture_id}/site-visits`)
      .json({ name: 'Asha Rao', phone: '9876543210', unit_id: asked.id })
    visit.assertStatus(201)
    const { user: viewer, token: viewerToken } = await ownerWithCredits(0)
    await expectStatus(
      client.post(`/api/properties/${revealed.id}/contact`).bearerToken(viewerToken).json({}),
      200
    )
    // A booking that was cancelled still was one (an active booking refuses the undo altogether).
    await Booking.create({
      propertyId: booked.id,
      userId: viewer.id,
      amount: 1000,
      status: 'cancelled',
    })

    const response = await undo(client, job.id, token)
    response.assertStatus(200)
    // 7 units nobody asked about × 24 days left ÷ 30 = 5.6 → 5 credits.
    assert.include(response.body(), { state: 'undone', credits_refunded: 5 })
    assert.equal(await balance(user.id), 15)
    assert.deepEqual(await refundDeltas(user.id), [5])
    assert.equal(await liveUnits(job.id), 0)
  }).disableTimeout()

  test('a lead or reveal about the venture as a whole since the import counts against all its units', async ({
    client,
    assert,
  }) => {
    const rows = [
      ...unitRows(4),
      ...[1, 2, 3].map((n) =>
        unitRow({ Venture_Name: 'Lakeview Towers', Tower_Name: 'Block B', Unit_ID: `B-10${n}` })
      ),
    ]
    const { user, token, job, units } = await imported(client, rows)
    assert.equal(job.credits_charged, 7)
    await wentLive(job.id, { days: 5, hours: 3 })
    const skyline = units.find((unit) => String(unit.unit_number).startsWith('A-'))!.venture_id
    await expectStatus(
      client
        .post(`/api/ventures/${skyline}/contact`)
        .json({ name: 'Asha Rao', phone: '9876543210' }),
      201
    )

    const response = await undo(client, job.id, token)
    // Only Lakeview's 3 units: 3 × 24 ÷ 30 = 2.4 → 2.
    assert.include(response.body(), { state: 'undone', credits_refunded: 2 })
    assert.equal(await balance(user.id), 20 - 7 + 2)
  }).disableTimeout()

  test('the last day of the window still refunds the days left; an import nobody asked about undone in its first day loses that day', async ({
    client,
    assert,
  }) => {
    const late = await imported(client, unitRows(10))
    await wentLive(late.job.id, { days: 6, hours: 23 })
    // 7 days begun: 10 × 23 ÷ 30 = 7.67 → 7.
    const lateUndo = await undo(client, late.job.id, late.token)
    assert.include(lateUndo.body(), { credits_refunded: 7 })

    const early = await imported(client, unitRows(10))
    // Within the first day: 10 × 29 ÷ 30 = 9.67 → 9.
    const earlyUndo = await undo(client, early.job.id, early.token)
    assert.include(earlyUndo.body(), { credits_refunded: 9 })
  }).disableTimeout()
})

/** Real transactions and row locks (MySQL): the undos race on committed rows. */
test.group('Bulk upload: undos at once', (group) => {
  committed(group)
  finishImports(group)
  withLocationTree(group)

  test('five undos of one import at once: one is done, the others refused, the refund paid once', async ({
    client,
    assert,
  }) => {
    const { user, token, job } = await imported(client, unitRows(10))
    await wentLive(job.id, { days: 2, hours: 1 })
    const answers = await Promise.all(Array.from({ length: 5 }, () => undo(client, job.id, token)))
    assert.deepEqual(answers.map((answer) => answer.status()).sort(), [200, 409, 409, 409, 409])
    // 3 days begun: 10 × 27 ÷ 30 = 9.
    assert.deepEqual(await refundDeltas(user.id), [9])
    assert.equal(await balance(user.id), 19)
  }).disableTimeout()
})
