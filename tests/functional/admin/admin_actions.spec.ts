import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import CreditLedger from '#services/credits/credit_ledger'
import LocationTree from '#services/locations/location_tree'
import { isolated } from '#tests/helpers/db'
import { makeVenture } from '#tests/helpers/ventures'
import { expectStatus } from '#tests/helpers/http'

async function adminToken() {
  const admin = await UserFactory.apply('admin').create()
  const accessToken = await User.accessTokens.create(admin)
  return { admin, token: accessToken.value!.release() }
}

const audit = (action: string) =>
  db.from('audit_logs').where('action', action).orderBy('id', 'desc')

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
    const [entry] = await audit('user.delete')
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
    assert.lengthOf(await audit('user.restore'), 1)
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
    const [entry] = await audit('user.role')
    assert.deepEqual(
      [JSON.parse(entry.before), JSON.parse(entry.after)],
      [{ role: 'customer' }, { role: 'agent' }]
    )
  })

  test('users table: server-side search, sort and paging; deleted users only under show=deleted', async ({
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
    const found = await client
      .get(urlFor('api.admin.users.index', {}, { qs: { q: 'meena' } }))
      .bearerToken(token)
    assert.deepEqual(
      found.body().data.map((u: any) => u.name),
      ['Meena Iyer']
    )
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
    const [entry] = await audit('credits.grant')
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
    const [entry] = await audit('user.role')
    assert.equal(entry.actor_label, 'cli')
    const [creation] = await audit('user.create')
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
    const [entry] = await audit('booking.cancel')
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

test.group('Admin master data (001 §2, §7, §8)', (group) => {
  isolated(group)

  test('an amenity an admin adds is offered by the add-property form; retired, it is not', async ({
    client,
    assert,
  }) => {
    const { admin, token } = await adminToken()
    const created = await client
      .post(urlFor('api.admin.master_data.store', { type: 'amenities' }))
      .bearerToken(token)
      .json({
        name: 'rooftop_garden',
        label: 'Rooftop Garden',
        category: 'Outdoor',
        icon: 'trees',
        description: 'A garden on the roof',
        display_order: 3,
      })
    created.assertStatus(201)
    assert.containSubset(created.body(), {
      name: 'rooftop_garden',
      label: 'Rooftop Garden',
      category: 'Outdoor',
      retired: false,
    })
    const form = await client.get(urlFor('add_property')).withInertia().loginAs(admin)
    assert.include(
      form.inertiaProps.amenities.map((a: any) => a.name),
      'rooftop_garden'
    )
    await client
      .post(urlFor('api.admin.master_data.retire', { type: 'amenities', id: created.body().id }))
      .bearerToken(token)
      .json({ retired: true })
    const after = await client.get(urlFor('add_property')).withInertia().loginAs(admin)
    assert.notInclude(
      after.inertiaProps.amenities.map((a: any) => a.name),
      'rooftop_garden'
    )
  })

  test('a property type an admin adds is accepted by the listing validator at once; a retired one is refused for new listings', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const owner = await UserFactory.create()
    const accessToken = await User.accessTokens.create(owner)
    const ownerToken = accessToken.value!.release()
    const form = {
      title: 'Studio flat near the metro',
      property_type: 'studio',
      price: 2_500_000,
      area: 450,
      location: 'Ameerpet, Hyderabad',
      description: 'A compact studio flat near the metro station with a kitchenette and balcony.',
      draft: true,
    }
    await expectStatus(
      client.post(urlFor('api.properties.store')).bearerToken(ownerToken).json(form),
      422
    )
    const created = await client
      .post(urlFor('api.admin.master_data.store', { type: 'property-types' }))
      .bearerToken(token)
      .json({ name: 'studio', label: 'Studio' })
    created.assertStatus(201)
    await expectStatus(
      client.post(urlFor('api.properties.store')).bearerToken(ownerToken).json(form),
      201
    )
    // The search filter offers it and finds by it.
    const list = await client.get(urlFor('properties.index')).withInertia()
    assert.include(
      list.inertiaProps.propertyTypes.map((type: any) => type.name),
      'studio'
    )
    const answer = await client.get(
      urlFor('api.properties.index', {}, { qs: { property_type: 'studio' } })
    )
    answer.assertStatus(200)
    await client
      .post(
        urlFor('api.admin.master_data.retire', { type: 'property-types', id: created.body().id })
      )
      .bearerToken(token)
      .json({ retired: true })
    const refused = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(ownerToken)
      .json({ ...form, title: 'Another studio flat near metro' })
    refused.assertStatus(422)
    assert.equal(refused.body().detail, 'Choose a property type from the list')
  })

  test('an item in use cannot be deleted (409, clear message, nothing changes); an unused one can', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const [usedId] = await db.table('amenities').insert({
      name: 'car_parking',
      label: 'Car Parking',
      display_order: 1,
      created_at: '2026-01-01 00:00:00',
    })
    await PropertyFactory.with('owner').create()
    const refused = await client
      .delete(urlFor('api.admin.master_data.destroy', { type: 'amenities', id: usedId }))
      .bearerToken(token)
    refused.assertStatus(409)
    assert.match(refused.body().detail, /in use/)
    assert.isNotNull(await db.from('amenities').where('id', usedId).first())
    const apartment = await db.from('property_types').where('name', 'apartment').first()
    await expectStatus(
      client
        .delete(
          urlFor('api.admin.master_data.destroy', { type: 'property-types', id: apartment.id })
        )
        .bearerToken(token),
      409
    )
    const [unusedId] = await db.table('amenities').insert({
      name: 'helipad',
      label: 'Helipad',
      display_order: 2,
      created_at: '2026-01-01 00:00:00',
    })
    await expectStatus(
      client
        .delete(urlFor('api.admin.master_data.destroy', { type: 'amenities', id: unusedId }))
        .bearerToken(token),
      204
    )
    assert.lengthOf(await audit('amenity.delete'), 1)
  })

  test('locations: a new city under a district (location_type), every app instance sees it through the cache version', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const [stateId] = await db.table('locations').insert({
      country_code: 'IN',
      level: 'state',
      name: 'Goa',
      lat: 15.3,
      lng: 74.1,
      display_order: 1,
      created_at: '2026-01-01 00:00:00',
    })
    const [districtId] = await db.table('locations').insert({
      country_code: 'IN',
      parent_id: stateId,
      level: 'district',
      name: 'North Goa',
      lat: 15.5,
      lng: 73.9,
      display_order: 1,
      created_at: '2026-01-01 00:00:00',
    })
    // A second instance's tree, loaded before the edit.
    const other = new LocationTree()
    const treeBefore = await other.statesOf('IN')
    assert.notProperty(treeBefore.Goa['North Goa'], 'Panaji')
    const onceKey = async () => {
      const page = await client.get(urlFor('properties.index')).withInertia()
      return JSON.stringify(page.body().onceProps ?? null)
    }
    const keyBefore = await onceKey()
    const addCity = urlFor(
      'api.admin.master_data.store',
      { type: 'locations' },
      { qs: { location_type: 'city' } }
    )
    const noParent = await client.post(addCity).bearerToken(token).json({ name: 'Panaji' })
    noParent.assertStatus(422)
    const created = await client
      .post(addCity)
      .bearerToken(token)
      .json({ name: 'Panaji', parent_id: districtId })
    created.assertStatus(201)
    assert.containSubset(created.body(), {
      level: 'city',
      parent_id: Number(districtId),
      country_code: 'IN',
    })
    const treeAfter = await other.statesOf('IN')
    assert.property(treeAfter.Goa['North Goa'], 'Panaji')
    // Browsers keep the tree (an Inertia once prop) under a key that carries the version: the edit gives a new key.
    assert.include(keyBefore, 'locations.IN.')
    assert.notEqual(await onceKey(), keyBefore)
    const locationTree = await app.container.make(LocationTree)
    const current = await locationTree.statesOf('IN')
    assert.property(current.Goa['North Goa'], 'Panaji')
    const listed = await client
      .get(
        urlFor(
          'api.admin.master_data.index',
          { type: 'locations' },
          { qs: { location_type: 'city' } }
        )
      )
      .bearerToken(token)
    assert.deepEqual(
      listed.body().data.map((l: any) => l.name),
      ['Panaji']
    )
    await expectStatus(
      client.get(urlFor('api.admin.master_data.index', { type: 'places' })).bearerToken(token),
      422
    )
  })
})
