import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import Venture from '#models/venture'
import DemoSeed from '#commands/demo_seed'
import CreditPackagesSeeder from '#database/seeders/main/credit_packages_seeder'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '#database/data/demo_ventures'
import { isolated } from '#tests/helpers/db'
import { bareEnvironment, run } from '#tests/helpers/fresh_checkout'

const TABLES = [
  'users',
  'properties',
  'ventures',
  'towers',
  'leads',
  'bookings',
  'payments',
  'credit_ledger',
  'contact_submissions',
]
const ADMIN_TABS = ['users', 'properties', 'ventures', 'leads', 'bookings', 'messages', 'audit']

async function seedDemo() {
  await new CreditPackagesSeeder(db.connection()).run()
  await new LocationsSeeder(db.connection()).run()
  const command = await ace.create(DemoSeed, [])
  await command.exec()
  command.assertSucceeded()
  return command
}

const signIn = (key: string) =>
  User.findByOrFail('email', DEMO_SIGN_INS.find((account) => account.key === key)!.email)

async function countOf(table: string) {
  const row = await db.from(table).count('* as n').first()
  return Number(row.n)
}

const countRows = () => Promise.all(TABLES.map(countOf))

test.group('First run: demo:seed fills every screen (issue 27)', (group) => {
  isolated(group)
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('ventures in India and the US, units in every status, leads, a booking, credits and the admin tabs', async ({
    assert,
    client,
  }) => {
    const command = await seedDemo()
    for (const account of DEMO_SIGN_INS) command.assertLogMatches(new RegExp(account.email))
    command.assertLogMatches(new RegExp(DEMO_PASSWORD))

    const india = await client.get(urlFor('ventures.index')).withInertia()
    assert.include(
      india.inertiaProps.ventures.map((v: { name: string }) => v.name),
      'Demo Lakeview Residences'
    )
    // The web pages follow the saved country (the switcher's cookie); ?country= is the API's.
    const us = await client
      .get(urlFor('ventures.index'))
      .withPlainCookie('country', 'US')
      .withInertia()
    const api = await client.get(urlFor('api.ventures.index', {}, { qs: { country: 'US' } }))
    assert.deepEqual(
      api.body().data.map((v: { name: string }) => v.name),
      ['Demo Maple Grove Townhomes']
    )
    assert.deepEqual(
      us.inertiaProps.ventures.map((v: { name: string }) => v.name),
      ['Demo Maple Grove Townhomes']
    )

    const builder = await signIn('builder')
    const venture = await Venture.findByOrFail('name', 'Demo Lakeview Residences')
    const page = await client
      .get(urlFor('venture_builder', { id: venture.id }))
      .withInertia()
      .loginAs(builder)
    const units = page.inertiaProps.units as { status: string; listing_state: string }[]
    assert.sameMembers(
      [...new Set(units.map((u) => `${u.status}/${u.listing_state}`))],
      ['available/active', 'sold/active', 'reserved/active', 'blocked/active', 'available/draft']
    )
    assert.lengthOf(page.inertiaProps.towers, 2)
    const shown = await client.get(urlFor('ventures.show', { id: venture.id })).withInertia()
    assert.includeMembers(
      shown.inertiaProps.units.map((u: { status: string }) => u.status),
      ['available', 'sold', 'reserved', 'blocked']
    )
    // Structured phases and landmarks (issue 27): km in India, miles in the US.
    assert.deepEqual(shown.inertiaProps.venture.phases[0], {
      name: 'Phase 1 – Tower A',
      status: 'under_construction',
      expected_date: '2027-12',
    })
    assert.deepInclude(shown.inertiaProps.venture.nearby_landmarks, {
      name: 'Raidurg Metro Station',
      kind: 'transit',
      distance: 4.5,
      distance_unit: 'km',
    })
    const townhomes = await Venture.findByOrFail('name', 'Demo Maple Grove Townhomes')
    const usPage = await client.get(urlFor('api.ventures.show', { id: townhomes.id }))
    assert.deepEqual(usPage.body().nearby_landmarks[0].distance, 14)
    assert.equal(usPage.body().nearby_landmarks[0].distance_unit, 'mi')

    const dashboard = await client
      .get(urlFor('dashboard'))
      .withInertia()
      .loginAs(await signIn('agent'))
    assert.lengthOf(dashboard.inertiaProps.leads, 4)

    const credits = await client
      .get(urlFor('credits'))
      .withInertia()
      .loginAs(await signIn('owner'))
    assert.deepEqual(
      credits.inertiaProps.activity.map((e: { reason: string; delta: number }) => [
        e.reason,
        e.delta,
      ]),
      [['purchase', 5]]
    )

    const admin = await signIn('admin')
    for (const tab of ADMIN_TABS) {
      const panel = await client
        .get(urlFor('admin', {}, { qs: { tab } }))
        .withInertia()
        .loginAs(admin)
      assert.isNotEmpty(panel.inertiaProps.table.data, tab)
    }
    const bookings = await db.from('bookings').select('status')
    assert.deepEqual(
      bookings.map((booking) => booking.status),
      ['completed']
    )
  }).timeout(60_000)

  test('running it twice changes nothing and adds no duplicates', async ({ assert }) => {
    await seedDemo()
    const once = await countRows()
    await seedDemo()
    assert.deepEqual(await countRows(), once)
  }).timeout(60_000)

  test('refuses to run in production, with a clear message and a failing exit code', async ({
    assert,
  }) => {
    const refused = await run('node', ['ace', 'demo:seed'], {
      cwd: app.makePath(),
      env: bareEnvironment({ NODE_ENV: 'production' }),
    }).then(
      () => null,
      (error: Error) => error.message
    )
    assert.match(refused ?? 'it succeeded', /exited 1:[\s\S]*refuses to run in production/)
  }).timeout(30_000)
})
