import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Location from '#models/location'
import LocationTree from '#services/locations/location_tree'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'

test.group('Locations API (seeded tree, no outside service)', (group) => {
  isolated(group)
  group.each.setup(async () => {
    await new LocationsSeeder(db.connection()).run()
    const locationTree = await app.container.make(LocationTree)
    locationTree.invalidate()
  })
  group.each.teardown(async () => {
    const locationTree = await app.container.make(LocationTree)
    locationTree.invalidate()
  })

  test('{name} resolves to its area, city, district and state')
    .with([
      {
        name: 'HITEC City',
        latitude: 17.4435,
        longitude: 78.3772,
        expected: {
          area: 'HITEC City',
          city: 'Hyderabad',
          district: 'Rangareddy',
          state: 'Telangana',
        },
      },
      {
        name: 'Koramangala',
        latitude: 12.9352,
        longitude: 77.6245,
        expected: {
          area: 'Koramangala',
          city: 'Bengaluru',
          district: 'Bengaluru Urban',
          state: 'Karnataka',
        },
      },
      {
        name: 'Bandra',
        latitude: 19.0596,
        longitude: 72.8295,
        expected: {
          area: 'Bandra West',
          city: 'Mumbai',
          district: 'Mumbai Suburban',
          state: 'Maharashtra',
        },
      },
    ])
    .run(async ({ client, assert }, { latitude, longitude, expected }) => {
      const detailed = await client
        .post(urlFor('api.locations.reverse_geocode_detailed'))
        .json({ latitude, longitude })
      detailed.assertStatus(200)
      const body = detailed.body()
      assert.isTrue(body.success)
      assert.containSubset(body.location_data, {
        ...expected,
        country: 'India',
        latitude,
        longitude,
        provider: 'dreamhomes-local',
      })
      assert.isAbove(body.location_data.confidence, 0.5)
      assert.include(body.detailed_info.full_address, expected.area)
      assert.deepEqual(body.coordinates, { latitude, longitude })

      const simple = await client
        .post(urlFor('api.locations.reverse_geocode'))
        .json({ latitude, longitude })
      assert.containSubset(simple.body(), { success: true, data: expected })
    })

  test('a US point resolves in the US tree', async ({ client, assert }) => {
    const response = await client
      .post(urlFor('api.locations.reverse_geocode'))
      .json({ latitude: 39.9784, longitude: -83.0036 })
    assert.containSubset(response.body(), {
      success: true,
      data: { country: 'United States', state: 'Ohio', city: 'Columbus' },
    })
  })

  test('far-away coordinates are not in the service area', async ({ client }) => {
    for (const [latitude, longitude] of [
      [51.5074, -0.1278],
      [-33.8688, 151.2093],
      [0, 0],
    ]) {
      const response = await client
        .post(urlFor('api.locations.reverse_geocode_detailed'))
        .json({ latitude, longitude })
      response.assertStatus(200)
      response.assertBodyContains({
        success: false,
        message: 'Location detected but not in our service area',
      })
    }
  })

  test('bad coordinates are a 422 {detail}', async ({ client }) => {
    const response = await client
      .post(urlFor('api.locations.reverse_geocode'))
      .json({ latitude: 123, longitude: 'east' })
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'latitude' }, { field: 'longitude' }] })
  })

  test('the hierarchy maps country → state → district → city → areas', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('api.locations.hierarchy'))
    response.assertStatus(200)
    const tree = response.body()
    assert.includeMembers(Object.keys(tree.India), [
      'Telangana',
      'Karnataka',
      'Maharashtra',
      'Tamil Nadu',
      'Delhi',
      'Gujarat',
      'Haryana',
    ])
    assert.include(tree.India.Telangana.Rangareddy.Hyderabad, 'HITEC City')
    assert.include(tree.India.Karnataka['Bengaluru Urban'].Bengaluru, 'Koramangala')
    assert.property(tree['United States'], 'Ohio')
  })

  test('seeding twice changes nothing', async ({ assert }) => {
    const before = await Location.query().count('* as total')
    await new LocationsSeeder(db.connection()).run()
    const after = await Location.query().count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total))
    assert.isAbove(Number(before[0].$extras.total), 500)
  })

  test('detect-and-save remembers the place for a signed-in caller', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await User.accessTokens.create(user)
    const response = await client
      .post(urlFor('api.locations.detect_and_save'))
      .bearerToken(token.value!.release())
      .json({ latitude: 17.4435, longitude: 78.3772 })
    response.assertBodyContains({ success: true, saved: true, data: { area: 'HITEC City' } })
    await user.refresh()
    const home = await Location.findOrFail(user.homeLocationId)
    assert.equal(home.name, 'HITEC City')

    const anonymous = await client
      .post(urlFor('api.locations.detect_and_save'))
      .json({ latitude: 17.4435, longitude: 78.3772 })
    anonymous.assertBodyContains({ success: true, saved: false })
  })

  test('detect-and-save does not write with a read-only token', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await User.accessTokens.create(user, ['read'], { name: 'reader' })
    const response = await client
      .post(urlFor('api.locations.detect_and_save'))
      .bearerToken(token.value!.release())
      .json({ latitude: 17.4435, longitude: 78.3772 })
    response.assertStatus(200)
    response.assertBodyContains({ success: true, saved: false, data: { area: 'HITEC City' } })
    await user.refresh()
    assert.isNull(user.homeLocationId)
  })
})
