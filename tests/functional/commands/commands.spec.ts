import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Property from '#models/property'
import PropertyType from '#models/property_type'
import Amenity from '#models/amenity'
import UserCreate from '#commands/user_create'
import DemoSeed from '#commands/demo_seed'
import MasterDataSeeder from '#database/seeders/main/master_data_seeder'
import CreditPackagesSeeder from '#database/seeders/main/credit_packages_seeder'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import { PROPERTY_TYPES } from '#database/data/master_data'
import { isolated } from '#tests/helpers/db'

test.group('Ace commands', (group) => {
  isolated(group)
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('user:create makes an admin from flags, with a hashed password and an agent code', async ({
    assert,
  }) => {
    const command = await ace.create(UserCreate, [
      'root@example.com',
      '--name=Site Admin',
      '--password=admin1234',
      '--role=admin',
    ])
    await command.exec()
    command.assertSucceeded()
    const user = await User.findByOrFail('email', 'root@example.com')
    assert.equal(user.role, 'admin')
    assert.match(user.password, /^\$argon2id\$/)
    assert.match(user.agentCode, /^[A-Z2-9]{8}$/)
  })

  test('user:create refuses bad input with the validation messages and writes nothing', async ({
    assert,
  }) => {
    const command = await ace.create(UserCreate, [
      'not-an-email',
      '--name=X',
      '--password=short',
      '--role=boss',
    ])
    await command.exec()
    command.assertFailed()
    command.assertLog('[ red(error) ] email: Please enter a valid email address')
    command.assertLog('[ red(error) ] role: Role must be one of customer, partner, agent or admin')
    assert.lengthOf(await User.all(), 0)
  })

  test('db:seed master data is idempotent', async ({ assert }) => {
    await new MasterDataSeeder(db.connection()).run()
    await new MasterDataSeeder(db.connection()).run()
    const types = await PropertyType.query().orderBy('display_order')
    // Each of the master data's property types once, in its order.
    assert.deepEqual(
      types.map((t) => [t.name, t.label]),
      PROPERTY_TYPES.map((t) => [t.name, t.label])
    )
    const amenities = await Amenity.all()
    assert.lengthOf(amenities, 16)
    assert.sameMembers(
      [...new Set(amenities.map((a) => a.category))],
      ['Indoor', 'Outdoor', 'Community', 'Security']
    )
  })

  test('demo:seed adds Indian and US listings once', async ({ assert }) => {
    // What db:seed adds before it: the demo buys credit packages and places its ventures.
    await new CreditPackagesSeeder(db.connection()).run()
    await new LocationsSeeder(db.connection()).run()
    for (let run = 0; run < 2; run++) {
      const command = await ace.create(DemoSeed, [])
      await command.exec()
      command.assertSucceeded()
    }
    // Listings of their own; the ventures' units (drafts among them) are first_run/demo_content.spec.ts's.
    const listings = await Property.query().whereNull('venture_id')
    assert.isAbove(listings.length, 15)
    assert.sameMembers([...new Set(listings.map((p) => p.countryCode))], ['IN', 'US'])
    assert.lengthOf(new Set(listings.map((p) => p.title)), listings.length)
    assert.isTrue(
      listings.every(
        (p) => p.listingState === 'active' && p.price > 0 && p.description.length >= 50
      )
    )
    assert.notInclude(
      listings
        .map((p) => p.description)
        .join(' ')
        .toLowerCase(),
      'lorem'
    )
  })
})
