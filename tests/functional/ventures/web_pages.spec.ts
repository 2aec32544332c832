import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { addUnits, makeVenture } from '#tests/helpers/ventures'

test.group('Venture pages', (group) => {
  isolated(group)

  test('/ventures lists the public ventures of the country with their counts', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner)
    await addUnits(venture, 'Tower A', [{ number: '101' }, { number: '102', status: 'sold' }])
    await makeVenture(owner, { name: 'Hidden draft', isPublic: false, publishedAt: null })
    const response = await client
      .get('/ventures?amenities=sauna&status=upcoming,bogus')
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('ventures/index')
    const list = response.body().props.ventures as any[]
    // Bad values in a hand-edited URL are dropped, not an error page.
    assert.deepEqual(
      list.map((v) => [v.name, v.total_units, v.available_units, v.occupancy_percent]),
      [['Skyline Residences', 2, 1, 50]]
    )
  })

  test('a venture page has its towers and listed units; a missing one is "Venture not found" (404); /venture/{id} redirects', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner)
    await addUnits(venture, 'Tower A', [
      { number: '101' },
      { number: '201' },
      { number: '202', listingState: 'draft' },
    ])
    const page = await client.get(`/ventures/${venture.id}`).withInertia()
    page.assertInertiaComponent('ventures/show')
    assert.deepEqual(
      page.body().props.units.map((u: any) => u.unit_number),
      ['201', '101']
    )
    assert.deepEqual(
      page.body().props.towers.map((t: any) => [t.name, t.counts.total]),
      [['Tower A', 2]]
    )
    const missing = await client.get('/ventures/999999').withInertia()
    missing.assertStatus(404)
    missing.assertInertiaComponent('ventures/not_found')
    const legacy = await client.get(`/venture/${venture.id}`).redirects(0)
    legacy.assertStatus(302)
    legacy.assertHeader('location', `/ventures/${venture.id}`)
  })

  test("a unit's page names its venture, tower and floor", async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner)
    const { units } = await addUnits(venture, 'Tower A', [{ number: '1204', floor: 12 }])
    const page = await client.get(`/properties/${units[0].id}`).withInertia()
    assert.deepEqual(page.body().props.property.unit, {
      venture_id: venture.id,
      venture_name: 'Skyline Residences',
      tower_name: 'Tower A',
      floor: 12,
      unit_number: '1204',
    })
  })

  test("the builder is the owner's (or an admin's): others get 403", async ({ client }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner, { isPublic: false })
    const response = await client.get(`/venture-builder/${venture.id}`).withInertia().loginAs(owner)
    response.assertInertiaComponent('ventures/builder')
    const reply = await client
      .get(`/venture-builder/${venture.id}`)
      .withInertia()
      .loginAs(await UserFactory.create())
    reply.assertStatus(403)
    const answer = await client
      .get(`/venture-builder/${venture.id}`)
      .withInertia()
      .loginAs(await UserFactory.apply('admin').create())
    answer.assertStatus(200)
    const response2 = await client.get(`/venture-builder/${venture.id}`).redirects(0)
    response2.assertHeader('location', '/')
  })
})
