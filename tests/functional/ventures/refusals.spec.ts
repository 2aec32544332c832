import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Venture from '#models/venture'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import TowerService from '#services/ventures/tower_service'
import { VentureGoneError } from '#services/ventures/venture_locks'
import { isolated } from '#tests/helpers/db'
import { UserFactory } from '#database/factories/user_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { makeTower, makeVenture, unitForm } from '#tests/helpers/ventures'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import type { ApiClient } from '@japa/api-client'

/**
 * Issue 25: a venture write's refusal is a DomainError carrying its field and
 * message, answered the same way on /api (`{detail, errors}`) and on the
 * builder's forms (that field's error), by the exception handler alone.
 */
type Refusal = {
  method: 'post' | 'put'
  /** The route under /api and under the page, e.g. `/ventures/1/towers`. */
  path: string
  body: Record<string, unknown>
  field: string
  rule: string
  message: string
}

async function assertRefused(
  client: ApiClient,
  assert: any,
  user: User,
  token: string,
  refusal: Refusal
) {
  const api = await client[refusal.method](`/api${refusal.path}`)
    .bearerToken(token)
    .header('accept-language', 'en')
    .json(refusal.body)
  api.assertStatus(422)
  assert.deepEqual(api.body(), {
    detail: refusal.message,
    errors: [{ field: refusal.field, message: refusal.message, rule: refusal.rule }],
  })

  const page = await client[refusal.method](refusal.path)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .loginAs(user)
    .accept('html')
    .json(refusal.body)
    .redirects(0)
  page.assertStatus(302)
  const errors = page.flashMessages().inputErrorsBag as Record<string, string[]>
  assert.deepEqual(errors[refusal.field], [refusal.message], refusal.path)
}

test.group('Venture refusals: one field and message on pages and /api', (group) => {
  isolated(group)
  withLocationTree(group)

  test('a duplicate tower or unit, a tower of another venture, too many units at once and unknown units to publish', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const venture = await makeVenture(user, { isPublic: false, publishedAt: null })
    const other = await makeVenture(user, { name: 'Other Heights' })
    const tower = await makeTower(venture)
    const foreign = await makeTower(other, 'Tower Z')
    const first = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_id: tower.id }))
    first.assertStatus(201)
    const base = `/ventures/${venture.id}`
    const refusals: Refusal[] = [
      {
        method: 'post',
        path: `${base}/towers`,
        body: { name: 'Tower A' },
        field: 'name',
        rule: 'duplicate_tower',
        message: 'A tower with this name already exists in this venture',
      },
      {
        method: 'post',
        path: `${base}/units`,
        body: unitForm({ tower_id: tower.id }),
        field: 'unit_name',
        rule: 'duplicate_unit',
        message: 'Unit 101 already exists in this tower',
      },
      {
        method: 'post',
        path: `${base}/units`,
        body: unitForm({ tower_id: foreign.id, unit_name: '102' }),
        field: 'tower_id',
        rule: 'unknown_tower',
        message: 'Choose a tower of this venture',
      },
      {
        method: 'post',
        path: `${base}/towers/${tower.id}/generate-units`,
        body: { floors: 50, units_per_floor: 50 },
        field: 'floors',
        rule: 'too_many_units',
        message: 'At most 2000 units can be generated at once',
      },
      {
        method: 'post',
        path: `${base}/units/publish`,
        body: { unit_ids: [999_999] },
        field: 'unit_ids',
        rule: 'unknown_units',
        message: 'Some of these units are not units of this venture',
      },
    ]
    for (const refusal of refusals) await assertRefused(client, assert, user, token, refusal)
    assert.lengthOf(await db.from('properties').where('venture_id', venture.id), 1)
    assert.lengthOf(await db.from('towers').where('venture_id', venture.id), 1)
  })

  test("a booked unit's status is refused while its booking stands, on `status`", async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const venture = await makeVenture(user)
    const created = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A' }))
    created.assertStatus(201)
    const id = created.body().id
    await db.from('properties').where('id', id).update({ status: 'reserved' })
    const buyer = await UserFactory.create()
    await BookingFactory.merge({ propertyId: id, userId: buyer.id, transactionId: null })
      .apply('completed')
      .create()
    await assertRefused(client, assert, user, token, {
      method: 'put',
      path: `/ventures/${venture.id}/units/${id}`,
      body: unitForm({ tower_name: 'Tower A', status: 'available' }),
      field: 'status',
      rule: 'booked',
      message: 'This unit is booked. Its status stays reserved until the booking is cancelled.',
    })
    const row = await db.from('properties').where('id', id).first()
    assert.equal(row.status, 'reserved')
  })

  test("a place missing from the tree is refused with the listings' message, on its field", async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const form = {
      name: 'Lakeview Heights',
      description: 'Two towers of east-facing homes next to the lake.',
      state: 'Telangana',
      district: 'Atlantis',
    }
    await assertRefused(client, assert, user, token, {
      method: 'post',
      path: '/ventures',
      body: form,
      field: 'district',
      rule: 'place',
      message: 'Choose the location from the list',
    })
    assert.lengthOf(await Venture.all(), 0)
  })

  test('a venture deleted while a write waited for it is a 404 refusal (VentureGoneError)', async ({
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const venture = await makeVenture(user)
    await Venture.query()
      .where('id', venture.id)
      .update({ deletedAt: DateTime.now().toSQL({ includeOffset: false }) })
    const error = await new TowerService()
      .create(venture, { name: 'Tower A' })
      .catch((thrown: unknown) => thrown)
    assert.instanceOf(error, VentureGoneError)
    assert.instanceOf(error, DomainError)
    assert.include(error as DomainError, {
      status: 404,
      identifier: 'ventures.errors.venture_gone',
    })
    assert.lengthOf(await db.from('towers').where('venture_id', venture.id), 0)
  })

  test("an admin deleting someone else's venture from the page is audited; the owner's own delete is not", async ({
    client,
    assert,
  }) => {
    const { user: owner } = await ownerWithCredits(0)
    const { user: admin } = await ownerWithCredits(0, 'admin')
    const theirs = await makeVenture(owner)
    const own = await makeVenture(owner, { name: 'Own Heights' })
    const byAdmin = await client
      .delete(`/ventures/${theirs.id}`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    byAdmin.assertStatus(302)
    byAdmin.assertHeader('location', '/venture-management')
    const byOwner = await client
      .delete(`/ventures/${own.id}`)
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    byOwner.assertStatus(302)
    const deleted = await db.from('ventures').whereNotNull('deleted_at').orderBy('id')
    assert.deepEqual(
      deleted.map((row) => row.id),
      [theirs.id, own.id]
    )
    const audit = await db.from('audit_logs').orderBy('id')
    assert.deepEqual(
      audit.map((row) => [row.action, row.actor_id, Number(row.target_id)]),
      [['venture.delete', admin.id, theirs.id]]
    )
  })
})
