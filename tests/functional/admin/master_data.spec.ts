import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import LocationTree from '#services/locations/location_tree'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'
import { adminToken, auditOf } from '#tests/helpers/admin'

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
    assert.lengthOf(await auditOf('amenity.delete'), 1)
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
