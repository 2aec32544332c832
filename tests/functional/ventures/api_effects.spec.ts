import { test } from '@japa/runner'
import Property from '#models/property'
import Lead from '#models/lead'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import { builderApi, unitForm as builderUnitForm, ventureForm } from '#tests/helpers/ventures'
import type { ApiClient } from '@japa/api-client'

/** The builder's unit form, east-facing. */
const unitForm = (overrides: Record<string, unknown> = {}) =>
  builderUnitForm({ facing: 'East', ...overrides })

/** A public venture with one unit in Tower A, made over /api by the token's owner. */
async function publicVentureWithUnit(client: ApiClient, token: string) {
  const api = builderApi(client, token)
  const response = await api.createVenture({ is_public: true })
  const venture = response.body()
  const reply = await api.addUnit(venture.id, unitForm({ tower_name: 'Tower A' }))
  return { venture, unit: reply.body() }
}

test.group('Ventures over /api: what a write does to search, units, leads and sorts', (group) => {
  isolated(group)
  withLocationTree(group)

  test('deleting a venture removes its units from search at once', async ({ client, assert }) => {
    const { token } = await ownerWithCredits(5)
    const { venture, unit } = await publicVentureWithUnit(client, token)
    const inSearch = async () => {
      const search = await client.get('/api/properties?limit=50')
      return search.body().data.map((p: any) => p.id)
    }
    assert.include(await inSearch(), unit.id)
    const answer = await client.delete(`/api/ventures/${venture.id}`).bearerToken(token)
    answer.assertStatus(204)
    assert.notInclude(await inSearch(), unit.id)
    const response2 = await client.get(`/api/properties/${unit.id}`)
    response2.assertStatus(404)
    const response3 = await client.get(`/api/ventures/${venture.id}`)
    response3.assertStatus(404)
    const response4 = await client.get('/api/ventures')
    assert.lengthOf(response4.body().data, 0)
  })

  test('a reserved unit stays reserved through an edit that names no status', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(5)
    const { venture, unit } = await publicVentureWithUnit(client, token)
    await Property.query().where('id', unit.id).update({ status: 'reserved' })
    const edit = await client
      .put(`/api/ventures/${venture.id}/units/${unit.id}`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A', price: 7_000_000 }))
    edit.assertStatus(200)
    const storedProperty = await Property.findOrFail(unit.id)
    assert.equal(storedProperty.status, 'reserved')
    assert.equal(storedProperty.price, 7_000_000)
  })

  test('Book Site Visit and Contact Developer make leads for the developer, deduplicated like enquiries', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const { venture, unit } = await publicVentureWithUnit(client, token)
    const visit = { name: 'Asha Rao', phone: '9876543210', unit_id: unit.id }
    const answer = await client.post(`/api/ventures/${venture.id}/site-visits`).json(visit)
    answer.assertStatus(201)
    const response2 = await client.post(`/api/ventures/${venture.id}/site-visits`).json(visit)
    response2.assertStatus(200)
    const response3 = await client
      .post(`/api/ventures/${venture.id}/contact`)
      .json({ name: 'Asha Rao', phone: '9876543210' })
    response3.assertStatus(201)
    const leads = await Lead.query().where('venture_id', venture.id).orderBy('id')
    assert.deepEqual(
      leads.map((l) => [l.source, l.propertyId, l.ownerId, l.enquiryCount]),
      [
        ['site_visit', unit.id, user.id, 2],
        ['venture_contact', null, user.id, 1],
      ]
    )
    const bad = await client
      .post(`/api/ventures/${venture.id}/site-visits`)
      .json({ name: 'A', phone: '12' })
    bad.assertStatus(422)
    assert.isString(bad.body().detail)
    const response4 = await client
      .post(`/api/ventures/${venture.id}/site-visits`)
      .json({ ...visit, unit_id: 999999 })
    response4.assertStatus(404)
  })

  test('the price sorts follow every write: a new price, a price removed (last either way), units added and published', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(5)
    const create = async (name: string, min: number) => {
      const created = await builderApi(client, token).createVenture({
        name,
        is_public: true,
        price_range: { min, max: min * 2 },
      })
      return created.body().id as number
    }
    const ids = {
      a: await create('Aster Heights', 5_000_000),
      b: await create('Banyan Court', 8_000_000),
      c: await create('Cedar Greens', 3_000_000),
    }
    const order = async (sort: string) => {
      const response = await client.get(`/api/ventures?sort=${sort}`)
      const body = response.body()
      return body.data.map(
        (v: { id: number }) => Object.entries(ids).find(([, id]) => id === v.id)![0]
      )
    }
    assert.deepEqual(
      [await order('price_low_high'), await order('price_high_low')],
      [
        ['c', 'a', 'b'],
        ['b', 'a', 'c'],
      ]
    )

    // A new price moves the venture in both orders.
    const response = await client
      .put(`/api/ventures/${ids.a}`)
      .bearerToken(token)
      .json(
        ventureForm({
          name: 'Aster Heights',
          is_public: true,
          price_range: { min: 9_000_000, max: 12_000_000 },
        })
      )
    response.assertStatus(200)
    assert.deepEqual(
      [await order('price_low_high'), await order('price_high_low')],
      [
        ['c', 'b', 'a'],
        ['a', 'b', 'c'],
      ]
    )

    // No price any more (0 is empty, 001 §5): last in both orders.
    const reply = await client
      .put(`/api/ventures/${ids.b}`)
      .bearerToken(token)
      .json(ventureForm({ name: 'Banyan Court', is_public: true, price_range: { min: 0, max: 0 } }))
    reply.assertStatus(200)
    assert.deepEqual(
      [await order('price_low_high'), await order('price_high_low')],
      [
        ['c', 'a', 'b'],
        ['a', 'c', 'b'],
      ]
    )

    // Unit writes (add, publish, edit, delete) leave the builder's price range, and so the order, as it is.
    const api = builderApi(client, token)
    const answer = await api.addUnit(ids.c, unitForm({ tower_name: 'Tower A', price: 99_000_000 }))
    const unit = answer.body()
    const response2 = await api.publishUnits(ids.c)
    response2.assertStatus(200)
    const response3 = await client
      .put(`/api/ventures/${ids.c}/units/${unit.id}`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A', price: 98_000_000 }))
    response3.assertStatus(200)
    const response4 = await client
      .delete(`/api/ventures/${ids.c}/units/${unit.id}`)
      .bearerToken(token)
    response4.assertStatus(204)
    assert.deepEqual(
      [await order('price_low_high'), await order('price_high_low')],
      [
        ['c', 'a', 'b'],
        ['a', 'c', 'b'],
      ]
    )
  })
})
