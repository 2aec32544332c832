import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import ace from '@adonisjs/core/services/ace'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import CreditLedger from '#services/credits/credit_ledger'
import { isolated } from '#tests/helpers/db'
import { makeVenture } from '#tests/helpers/ventures'
import { expectStatus } from '#tests/helpers/http'
import { adminToken, auditOf } from '#tests/helpers/admin'

test.group('Admin panel: users, soft deletes, audit (issue 16)', (group) => {
  isolated(group)

  test('deleting a user keeps their money rows, refuses their login, revokes tokens, hides their listings; restore brings it all back', async ({
    client,
    assert,
  }) => {
    const { admin, token } = await adminToken()
    const user = await UserFactory.merge({ password: 'secret123' }).create()
    await new CreditLedger().grant(user, 3, { reason: 'promo', idempotencyKey: `t:${user.id}` })
    const listing = await PropertyFactory.merge({ ownerId: user.id }).create()
    const venture = await makeVenture(user, { isPublic: true })
    const accessToken = await User.accessTokens.create(user)
    const userToken = accessToken.value!.release()

    await expectStatus(
      client.delete(urlFor('api.admin.users.destroy', { id: user.id })).bearerToken(token),
      204
    )

    const row = await db.from('users').where('id', user.id).first()
    assert.isNotNull(row.deleted_at)
    assert.lengthOf(await db.from('credit_ledger').where('user_id', user.id), 1, 'ledger kept')
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(userToken), 401)
    await expectStatus(
      client.post(urlFor('api.auth.login')).json({ email: user.email, password: 'secret123' }),
      401
    )
    await expectStatus(client.get(urlFor('api.properties.show', { id: listing.id })), 404)
    await expectStatus(client.get(urlFor('api.ventures.show', { id: venture.id })), 404)
    const [entry] = await auditOf('user.delete')
    assert.equal(entry.actor_id, admin.id)
    assert.equal(entry.target_id, user.id)
    assert.deepInclude(JSON.parse(entry.after), {
      listings_hidden: 1,
      ventures_hidden: 1,
      tokens_revoked: 1,
    })

    await expectStatus(
      client.post(urlFor('api.admin.users.restore', { id: user.id })).bearerToken(token),
      200
    )
    await expectStatus(
      client.post(urlFor('api.auth.login')).json({ email: user.email, password: 'secret123' }),
      200
    )
    await expectStatus(client.get(urlFor('api.properties.show', { id: listing.id })), 200)
    await expectStatus(client.get(urlFor('api.ventures.show', { id: venture.id })), 200)
    assert.lengthOf(await auditOf('user.restore'), 1)
  })

  test('a listing the user had deleted before stays deleted when the user is restored', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const user = await UserFactory.create()
    const luxon = await import('luxon')
    const gone = await PropertyFactory.merge({
      ownerId: user.id,
      deletedAt: luxon.DateTime.now().minus({ days: 3 }),
    }).create()
    await client.delete(urlFor('api.admin.users.destroy', { id: user.id })).bearerToken(token)
    await client.post(urlFor('api.admin.users.restore', { id: user.id })).bearerToken(token)
    const row = await db.from('properties').where('id', gone.id).first()
    assert.isNotNull(row.deleted_at)
  })

  test('a signed-in session of a deleted user opens nothing', async ({ client }) => {
    const { token } = await adminToken()
    const user = await UserFactory.create()
    await client.delete(urlFor('api.admin.users.destroy', { id: user.id })).bearerToken(token)
    await expectStatus(client.get(urlFor('favorites')).withInertia().loginAs(user), 401)
  })

  test('an admin cannot change the role of, or delete, their own row: 422 and nothing changes', async ({
    client,
    assert,
  }) => {
    const { admin, token } = await adminToken()
    const role = await client
      .put(urlFor('api.admin.users.role', { id: admin.id }))
      .bearerToken(token)
      .json({ role: 'customer' })
    role.assertStatus(422)
    assert.equal(role.body().detail, 'You cannot change or delete your own account here.')
    await expectStatus(
      client.delete(urlFor('api.admin.users.destroy', { id: admin.id })).bearerToken(token),
      422
    )
    const row = await db.from('users').where('id', admin.id).first()
    assert.equal(row.role, 'admin')
    assert.isNull(row.deleted_at)
    assert.lengthOf(await db.from('audit_logs'), 0)
  })

  test('role change: unknown role 422; a change is audited with before and after', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const user = await UserFactory.create()
    await expectStatus(
      client
        .put(urlFor('api.admin.users.role', { id: user.id }))
        .bearerToken(token)
        .json({ role: 'owner' }),
      422
    )
    const response = await client
      .put(urlFor('api.admin.users.role', { id: user.id }))
      .bearerToken(token)
      .json({ role: 'agent' })
    response.assertStatus(200)
    assert.equal(response.body().role, 'agent')
    const [entry] = await auditOf('user.role')
    assert.deepEqual(
      [JSON.parse(entry.before), JSON.parse(entry.after)],
      [{ role: 'customer' }, { role: 'agent' }]
    )
  })

  test('users table: server-side sort and paging; deleted users only under show=deleted (search: admin_people_search.spec.ts)', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    for (const name of ['Zara Khan', 'Amit Rao', 'Meena Iyer'])
      await UserFactory.merge({ name }).create()
    const gone = await UserFactory.merge({ name: 'Gone Person' }).create()
    await client.delete(urlFor('api.admin.users.destroy', { id: gone.id })).bearerToken(token)

    const sorted = await client
      .get(urlFor('api.admin.users.index', {}, { qs: { sort: 'name', dir: 'asc', per_page: 10 } }))
      .bearerToken(token)
    const names = sorted.body().data.map((u: any) => u.name)
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => a.localeCompare(b))
    )
    assert.notInclude(names, 'Gone Person')
    const deleted = await client
      .get(urlFor('api.admin.users.index', {}, { qs: { show: 'deleted' } }))
      .bearerToken(token)
    assert.deepEqual(
      deleted.body().data.map((u: any) => u.name),
      ['Gone Person']
    )
    const paged = await client
      .get(
        urlFor('api.admin.users.index', {}, { qs: { per_page: 10, page: 1, sort: 'created_at' } })
      )
      .bearerToken(token)
    assert.equal(paged.body().meta.total, 4)
    await expectStatus(
      client.get(urlFor('api.admin.users.index', {}, { qs: { per_page: 7 } })).bearerToken(token),
      422
    )
  })

  test('credit grants are audited: the command line as actor for credits:grant, the system for a purchase', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    ace.ui.switchMode('raw')
    const command = await ace.exec('credits:grant', [
      user.email,
      '5',
      '--reason=promo',
      '--reference=r1',
    ])
    ace.ui.switchMode('normal')
    command.assertSucceeded()
    const [entry] = await auditOf('credits.grant')
    assert.equal(entry.actor_label, 'cli')
    assert.equal(entry.target_id, user.id)
    assert.deepInclude(JSON.parse(entry.after), { credits: 5 })
  })

  test('user:role changes a role through the same service, audited as the command line; user:create is audited too', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    ace.ui.switchMode('raw')
    const command = await ace.exec('user:role', [user.email, 'partner'])
    const bad = await ace.exec('user:role', [user.email, 'owner'])
    const created = await ace.exec('user:create', [
      'ops@example.com',
      '--name=Ops Person',
      '--password=secret123',
      '--role=admin',
    ])
    ace.ui.switchMode('normal')
    command.assertSucceeded()
    assert.equal(bad.exitCode, 1)
    created.assertSucceeded()
    const row = await db.from('users').where('id', user.id).first()
    assert.equal(row.role, 'partner')
    const [entry] = await auditOf('user.role')
    assert.equal(entry.actor_label, 'cli')
    const [creation] = await auditOf('user.create')
    assert.deepEqual(JSON.parse(creation.after), { role: 'admin' })
  })

  test('bookings: cancel through the admin route is audited; the list shows amount and the payment id', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const listing = await PropertyFactory.with('owner').create()
    const buyer = await UserFactory.create()
    const { id } = await BookingFactory.merge({
      propertyId: listing.id,
      userId: buyer.id,
      amount: 150_000,
      paymentId: 'pay_ABCDEFGHIJKLMNOP',
      status: 'pending',
      createdAt: DateTime.fromSQL('2026-01-01 00:00:00'),
    }).create()
    const list = await client.get(urlFor('api.admin.bookings.index')).bearerToken(token)
    assert.containSubset(list.body().data, [
      {
        id: Number(id),
        amount: 150_000,
        currency: 'INR',
        payment_id: 'pay_ABCDEFGHIJKLMNOP',
        status: 'pending',
      },
    ])
    await expectStatus(
      client.post(urlFor('api.admin.bookings.cancel', { id })).bearerToken(token).json({}),
      200
    )
    const row = await db.from('bookings').where('id', id).first()
    assert.equal(row.status, 'cancelled')
    const [entry] = await auditOf('booking.cancel')
    assert.deepEqual(JSON.parse(entry.before), { status: 'pending' })
  })

  test('properties and ventures: admin delete and restore, audited; drafts and deleted ones are listed', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const draft = await PropertyFactory.apply('draft').with('owner').create()
    const venture = await makeVenture(await UserFactory.create(), { isPublic: true })
    const listed = await client
      .get(urlFor('api.admin.properties.index', {}, { qs: { show: 'all' } }))
      .bearerToken(token)
    assert.include(
      listed.body().data.map((p: any) => p.id),
      draft.id
    )
    await expectStatus(
      client.delete(urlFor('api.admin.ventures.destroy', { id: venture.id })).bearerToken(token),
      204
    )
    const row = await db.from('ventures').where('id', venture.id).first()
    assert.isFalse(Boolean(row.is_public))
    await expectStatus(
      client.post(urlFor('api.admin.ventures.restore', { id: venture.id })).bearerToken(token),
      204
    )
    const restored = await db.from('ventures').where('id', venture.id).first()
    assert.isNull(restored.deleted_at)
    assert.isTrue(Boolean(restored.is_public), 'public again, as before the delete')
    assert.lengthOf(
      await db.from('audit_logs').whereIn('action', ['venture.delete', 'venture.restore']),
      2
    )
  })
})

test.group(
  'Admin deletes through the owner routes (001 §7 DELETE /api/properties/{id})',
  (group) => {
    isolated(group)

    test("an admin's delete and restore of someone else's listing, and delete of their venture, are audited; the owner's own delete is not an admin change", async ({
      client,
      assert,
    }) => {
      const { admin, token } = await adminToken()
      const owner = await UserFactory.create()
      const listing = await PropertyFactory.merge({ ownerId: owner.id }).create()
      const venture = await makeVenture(owner)
      await expectStatus(
        client.delete(urlFor('api.properties.destroy', { id: listing.id })).bearerToken(token),
        204
      )
      await expectStatus(
        client.post(urlFor('api.properties.restore', { id: listing.id })).bearerToken(token),
        200
      )
      await expectStatus(
        client.delete(urlFor('api.ventures.destroy', { id: venture.id })).bearerToken(token),
        204
      )
      const entries = await db.from('audit_logs').where('actor_id', admin.id).orderBy('id')
      const actions = entries.map((row) => row.action)
      assert.deepEqual(actions, ['property.delete', 'property.restore', 'venture.delete'])

      const accessToken = await User.accessTokens.create(owner)
      const ownerToken = accessToken.value!.release()
      const own = await PropertyFactory.merge({ ownerId: owner.id }).create()
      await expectStatus(
        client.delete(urlFor('api.properties.destroy', { id: own.id })).bearerToken(ownerToken),
        204
      )
      assert.lengthOf(await db.from('audit_logs').where('actor_id', owner.id), 0)
    })
  }
)

test.group('Admin messages tab (issue 17: contact submissions visible to admins)', (group) => {
  isolated(group)

  test('the Messages tab lists Contact Us messages newest first and searches them on the server', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const message = (reference: string, name: string, day: number) => ({
      reference_id: reference,
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.in`,
      subject: 'Visit next week',
      inquiry_type: 'property',
      message: 'I would like to see 3 BHK flats in Kondapur next week.',
      preferred_contact: 'email',
      locale: 'en',
      created_at: `2026-11-0${day} 10:00:00`,
    })
    await db
      .table('contact_submissions')
      .multiInsert([message('DH-AAAA1111', 'Asha Rao', 1), message('DH-BBBB2222', 'Kiran Das', 2)])
    const page = await client
      .get(urlFor('admin', {}, { qs: { tab: 'messages' } }))
      .withInertia()
      .loginAs(admin)
    page.assertStatus(200)
    assert.deepEqual(
      page.inertiaProps.table.data.map((m: any) => m.reference_id),
      ['DH-BBBB2222', 'DH-AAAA1111']
    )
    const found = await client
      .get(urlFor('admin', {}, { qs: { tab: 'messages', q: 'asha' } }))
      .withInertia()
      .loginAs(admin)
    assert.deepEqual(
      found.inertiaProps.table.data.map((m: any) => m.name),
      ['Asha Rao']
    )
    await expectStatus(
      client
        .get(urlFor('admin', {}, { qs: { tab: 'messages' } }))
        .withInertia()
        .loginAs(await UserFactory.apply('agent').create()),
      403
    )
  })
})
