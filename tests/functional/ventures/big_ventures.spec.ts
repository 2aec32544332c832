import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { addManyUnits, addUnits, makeVenture } from '#tests/helpers/ventures'
import { expectStatus } from '#tests/helpers/http'

/** What the seat-map draws of a unit: the page's props carry these keys and no others. */
const SEAT_MAP_KEYS = [
  'area',
  'bedrooms',
  'floor',
  'id',
  'price',
  'status',
  'tower_id',
  'unit_number',
  'unit_type',
]

test.group("Big ventures: slim page props and a unit's details on demand", (group) => {
  isolated(group)

  test('the page carries what the seat-map draws of each unit, not descriptions, amenities or photos', async ({
    client,
    assert,
  }) => {
    const venture = await makeVenture(await UserFactory.create())
    await addManyUnits(venture, 'Tower A', 400)
    const page = await client
      .get(urlFor('ventures.show', { id: venture.id }))
      .withInertia()
      .withPlainCookie('locale', 'en')
    page.assertStatus(200)
    const units = page.body().props.units as Record<string, unknown>[]
    assert.lengthOf(units, 400)
    for (const unit of units) assert.deepEqual(Object.keys(unit).sort(), SEAT_MAP_KEYS)
    assert.deepInclude(units[0], { floor: 20, unit_number: '2001', price: 6_200_000 })
    // About 140 bytes a unit (the whole unit was over 500): a 20,000-unit page stays under 300 KB compressed
    // (bench:seat-map, docs/benchmarks.md). The rest of the props (the page's texts, …) does not grow with units.
    assert.isBelow(JSON.stringify(units).length, 150 * units.length)
    assert.isBelow(JSON.stringify(page.body().props).length, 150_000 + 150 * units.length)
  }).timeout(60_000)

  test("a live unit's details are public; a draft one is its owner's (404 to others)", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner)
    const { units } = await addUnits(venture, 'Tower A', [
      { number: '1204', floor: 12 },
      { number: '1205', floor: 12, listingState: 'draft' },
    ])
    const [live, draft] = units
    const show = (unitId: number, ventureId = venture.id) =>
      client.get(urlFor('ventures.units.show', { id: ventureId, unitId }))
    const response = await show(live.id)
    response.assertStatus(200)
    assert.deepInclude(response.body(), {
      id: live.id,
      unit_number: '1204',
      tower_name: 'Tower A',
      floor: 12,
      bathrooms: 2,
      description: live.description,
      amenities: live.amenities,
    })
    await expectStatus(show(draft.id), 404)
    await expectStatus(show(draft.id).loginAs(await UserFactory.create()), 404)
    const own = await show(draft.id).loginAs(owner)
    own.assertStatus(200)
    assert.equal(own.body().unit_number, '1205')
    // A unit asked for under another venture is not found.
    const other = await makeVenture(owner)
    await expectStatus(show(live.id, other.id), 404)
  })

  test("a private venture's units are its owner's and an admin's only", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner, { isPublic: false })
    const { units } = await addUnits(venture, 'Tower A', [{ number: '101', floor: 1 }])
    const url = urlFor('ventures.units.show', { id: venture.id, unitId: units[0].id })
    await expectStatus(client.get(url), 404)
    await expectStatus(client.get(url).loginAs(await UserFactory.create()), 404)
    const admin = await client.get(url).loginAs(await UserFactory.apply('admin').create())
    admin.assertStatus(200)
    const own = await client.get(url).loginAs(owner)
    assert.equal(own.body().id, units[0].id)
  })
})

test.group('Big ventures: GET /api/ventures/{id}/properties in numbered pages', (group) => {
  isolated(group)

  test('pages of per_page units in the seat-map order, with {total, per_page, current_page, last_page}', async ({
    client,
    assert,
  }) => {
    const venture = await makeVenture(await UserFactory.create())
    await addManyUnits(venture, 'Tower A', 250)
    const url = urlFor('api.ventures.units', { id: venture.id })
    const first = await client.get(url)
    first.assertStatus(200)
    assert.lengthOf(first.body().data, 100)
    assert.deepEqual(first.body().meta, {
      total: 250,
      per_page: 100,
      current_page: 1,
      last_page: 3,
    })
    const numbers: string[] = []
    for (let page = 1; page <= 6; page++) {
      const response = await client.get(url).qs({ page, per_page: 50 })
      numbers.push(...response.body().data.map((unit: any) => unit.unit_number))
      assert.equal(response.body().meta.last_page, 5)
    }
    // Every unit once, highest floor first, then by number.
    assert.lengthOf(numbers, 250)
    assert.lengthOf(new Set(numbers), 250)
    assert.deepEqual(numbers.slice(0, 3), ['1301', '1302', '1303'])
    assert.equal(numbers.at(-1), '120')
    const sold = await client.get(url).qs({ status: 'sold', per_page: 500 })
    assert.equal(sold.body().meta.total, 62)
    for (const bad of [{ per_page: 501 }, { page: 0 }, { per_page: 'all' }])
      await expectStatus(client.get(url).qs(bad), 422)
  }).timeout(60_000)
})
