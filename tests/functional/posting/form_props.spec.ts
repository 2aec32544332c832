import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import MasterDataSeeder from '#database/seeders/main/master_data_seeder'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits } from './helpers.js'

test.group('Add Property form: master data', (group) => {
  isolated(group)

  test('the amenity suggestions are the master-data amenities, in display order', async ({
    client,
    assert,
  }) => {
    await new MasterDataSeeder(db.connection()).run()
    const { user } = await ownerWithCredits(0)
    const response = await client
      .get(urlFor('add_property'))
      .withInertia()
      .withPlainCookie('locale', 'en')
      .loginAs(user)
    const amenities = response.inertiaProps.amenities as { name: string; label: string }[]
    assert.deepEqual(amenities[0], { name: 'swimming_pool', label: 'Swimming Pool' })
    assert.includeMembers(
      amenities.map((amenity) => amenity.name),
      ['gym_fitness', 'car_parking', 'yoga_meditation']
    )
  })
})
