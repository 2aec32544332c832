import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import Venture from '#models/venture'
import Property from '#models/property'
import CreditLedgerEntry from '#models/credit_ledger_entry'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '../posting/helpers.js'
import { builderApi, unitForm as builderUnitForm, ventureForm } from '#tests/helpers/ventures'

/** The builder's unit form, east-facing. */
const unitForm = (overrides: Record<string, unknown> = {}) =>
  builderUnitForm({ facing: 'East', ...overrides })

async function counts(id: number) {
  const venture = await Venture.findOrFail(id)
  const [row] = await db
    .from('properties')
    .where('venture_id', id)
    .whereNull('deleted_at')
    .where('listing_state', 'active')
    .count('* as total')
  return { unitCount: venture.unitCount, totalUnits: venture.totalUnits, listed: Number(row.total) }
}

async function balance(userId: number) {
  const row = await db.from('users').where('id', userId).select('credits').first()
  return Number(row.credits)
}

test.group('Ventures over /api: create, units, credits, owners only', (group) => {
  isolated(group)
  withLocationTree(group)

  test('a venture is free; its place comes from the tree; mixed is stored as mixed_use; possession becomes a month', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const response = await builderApi(client, token).createVenture()
    response.assertStatus(201)
    assert.include(response.body(), {
      venture_type: 'mixed_use',
      is_public: false,
      total_units: 120,
      location: 'Gachibowli, Hyderabad, Rangareddy, Telangana',
    })
    assert.match(response.body().possession_date, /^\d{4}-\d{2}$/)
    assert.equal(await balance(user.id), 0)
    const mine = await client.get('/api/my-ventures').bearerToken(token)
    assert.deepEqual(
      mine.body().data.map((v: any) => v.name),
      ['Lakeview Heights']
    )
  })

  test('bad input is a 422 {detail} and writes nothing', async ({ client, assert }) => {
    const { token } = await ownerWithCredits(0)
    for (const body of [
      ventureForm({ name: '' }),
      ventureForm({ description: undefined }),
      ventureForm({ status: 'demolished' }),
      ventureForm({ amenities: ['sauna'] }),
      ventureForm({ state: undefined, district: undefined, city: undefined, area_name: undefined }),
    ]) {
      const response = await client.post(urlFor('api.ventures.store')).bearerToken(token).json(body)
      response.assertStatus(422)
      assert.isString(response.body().detail)
    }
    assert.lengthOf(await Venture.all(), 0)
  })

  test('derived counts follow every unit write; a unit of a public venture costs 1 credit, a draft venture unit is free', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const api = builderApi(client, token)
    const response = await api.createVenture()
    const venture = response.body()
    const reply = await api.addTower(venture.id, {
      name: 'Tower A',
      floors: 10,
      units_per_floor: 4,
    })
    const tower = reply.body()

    // Draft venture: the unit is a free draft; nothing is listed; the planned total stands.
    const draftUnit = await api.addUnit(venture.id, unitForm({ tower_id: tower.id }))
    draftUnit.assertStatus(201)
    assert.equal(draftUnit.body().listing_state, 'draft')
    assert.deepEqual(await counts(venture.id), { unitCount: 0, totalUnits: 120, listed: 0 })
    assert.equal(await balance(user.id), 5)

    // Publishing the venture's units: exactly one credit for the one unit, and the venture goes public.
    const published = await api.publishUnits(venture.id)
    assert.deepEqual(published.body(), { published: 1, credits_charged: 1 })
    assert.equal(await balance(user.id), 4)
    assert.deepEqual(await counts(venture.id), { unitCount: 1, totalUnits: 1, listed: 1 })
    const storedVenture = await Venture.findOrFail(venture.id)
    assert.isTrue(storedVenture.isPublic)

    // A unit added to a public venture goes live at once for 1 credit.
    const live = await api.addUnit(venture.id, unitForm({ tower_id: tower.id, unit_name: '102' }))
    assert.equal(live.body().listing_state, 'active')
    assert.equal(await balance(user.id), 3)
    assert.deepEqual(await counts(venture.id), { unitCount: 2, totalUnits: 2, listed: 2 })

    // Available follows status edits; the unit number is unique per tower.
    await client
      .put(`/api/ventures/${venture.id}/units/${live.body().id}`)
      .bearerToken(token)
      .json(unitForm({ tower_id: tower.id, unit_name: '102', status: 'sold' }))
    const answer = await client.get(`/api/ventures/${venture.id}`)
    const shown = answer.body()
    assert.include(shown, { total_units: 2, available_units: 1, occupancy_percent: 50 })
    const duplicate = await api.addUnit(
      venture.id,
      unitForm({ tower_id: tower.id, unit_name: '102' })
    )
    duplicate.assertStatus(422)
    assert.equal(duplicate.body().detail, 'Unit 102 already exists in this tower')
    assert.equal(await balance(user.id), 3)

    // Deleting a unit (also as DELETE /api/properties/{id}) lowers the counts at once.
    const response2 = await client.delete(`/api/properties/${live.body().id}`).bearerToken(token)
    response2.assertStatus(204)
    assert.deepEqual(await counts(venture.id), { unitCount: 1, totalUnits: 1, listed: 1 })
    const response3 = await client
      .delete(`/api/ventures/${venture.id}/units/${draftUnit.body().id}`)
      .bearerToken(token)
    response3.assertStatus(204)
    assert.deepEqual(await counts(venture.id), { unitCount: 0, totalUnits: 120, listed: 0 })
  })

  test('Generate units numbers floors × units per floor (101 … 1504) as free drafts; publishing them charges exactly their number once', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(70)
    const api = builderApi(client, token)
    const response = await api.createVenture({ is_public: true })
    const venture = response.body()
    const reply = await api.addTower(venture.id, { name: 'Tower B' })
    const tower = reply.body()
    const generated = await api.generateUnits(venture.id, tower.id, {
      floors: 15,
      units_per_floor: 4,
      bedrooms: 2,
      area: 1100,
      price: 5_500_000,
    })
    generated.assertStatus(201)
    assert.equal(generated.body().created, 60)
    const storedProperty = await Property.query().where('tower_id', tower.id).orderBy('id')
    const numbers = storedProperty.map((u) => u.unitNumber)
    assert.deepEqual(
      [numbers[0], numbers[1], numbers[3], numbers[59]],
      ['101', '102', '104', '1504']
    )
    // Generating again adds nothing that exists.
    const answer = await api.generateUnits(venture.id, tower.id, { floors: 15, units_per_floor: 4 })
    assert.equal(answer.body().created, 0)
    assert.equal(await balance(user.id), 70)

    const first = await api.publishUnits(venture.id)
    assert.deepEqual(first.body(), { published: 60, credits_charged: 60 })
    const again = await api.publishUnits(venture.id)
    assert.deepEqual(again.body(), { published: 0, credits_charged: 0 })
    assert.equal(await balance(user.id), 10)
    const spends = await CreditLedgerEntry.query().where('user_id', user.id).where('delta', '<', 0)
    assert.deepEqual(
      spends.map((s) => s.delta),
      [-60]
    )
    assert.deepEqual(await counts(venture.id), { unitCount: 60, totalUnits: 60, listed: 60 })
  })

  test('publishing more units than the balance covers is all or nothing: 402, no unit live, no credit spent', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(3)
    const api = builderApi(client, token)
    const reply = await api.createVenture()
    const venture = reply.body()
    const answer = await api.addTower(venture.id, { name: 'Tower C' })
    const tower = answer.body()
    await api.generateUnits(venture.id, tower.id, { floors: 2, units_per_floor: 2 })
    const response = await api.publishUnits(venture.id)
    response.assertStatus(402)
    assert.equal(response.body().detail, 'Insufficient credits! Please purchase more credits.')
    assert.equal(await balance(user.id), 3)
    const storedProperty = await Property.query()
      .where('venture_id', venture.id)
      .where('listing_state', 'active')
    assert.equal(storedProperty.length, 0)
    const storedVenture = await Venture.findOrFail(venture.id)
    assert.isFalse(storedVenture.isPublic)
  })

  test("someone else's venture: every write is 403 and changes nothing; an admin may", async ({
    client,
    assert,
  }) => {
    const owner = await ownerWithCredits(5)
    const stranger = await ownerWithCredits(5)
    const admin = await ownerWithCredits(0, 'admin')
    const api = builderApi(client, owner.token)
    const reply = await api.createVenture({ is_public: true })
    const venture = reply.body()
    const answer = await api.addTower(venture.id, { name: 'Tower A' })
    const tower = answer.body()
    const response2 = await api.addUnit(venture.id, unitForm({ tower_id: tower.id }))
    const unit = response2.body()
    const attempts: [string, string, Record<string, unknown>?][] = [
      ['put', `/api/ventures/${venture.id}`, ventureForm({ name: 'Taken Over' })],
      ['delete', `/api/ventures/${venture.id}`],
      ['post', `/api/ventures/${venture.id}/towers`, { name: 'Tower X' }],
      ['put', `/api/ventures/${venture.id}/towers/${tower.id}`, { name: 'Renamed' }],
      ['delete', `/api/ventures/${venture.id}/towers/${tower.id}`],
      [
        'post',
        `/api/ventures/${venture.id}/towers/${tower.id}/generate-units`,
        { floors: 2, units_per_floor: 2 },
      ],
      [
        'post',
        `/api/ventures/${venture.id}/units`,
        unitForm({ tower_id: tower.id, unit_name: '999' }),
      ],
      [
        'put',
        `/api/ventures/${venture.id}/units/${unit.id}`,
        unitForm({ tower_id: tower.id, status: 'sold' }),
      ],
      ['delete', `/api/ventures/${venture.id}/units/${unit.id}`],
      ['post', `/api/ventures/${venture.id}/units/publish`, {}],
      ['delete', `/api/properties/${unit.id}`],
    ]
    const before = JSON.stringify(
      await db.from('properties').where('venture_id', venture.id).orderBy('id')
    )
    for (const [method, path, body] of attempts) {
      const request = (client as any)[method](path).bearerToken(stranger.token)
      const response = body ? await request.json(body) : await request
      response.assertStatus(403)
    }
    assert.equal(
      JSON.stringify(await db.from('properties').where('venture_id', venture.id).orderBy('id')),
      before
    )
    const storedVenture = await Venture.findOrFail(venture.id)
    assert.equal(storedVenture.name, 'Lakeview Heights')
    assert.equal(await balance(stranger.user.id), 5)
    const response3 = await client
      .put(`/api/ventures/${venture.id}/towers/${tower.id}`)
      .bearerToken(admin.token)
      .json({ name: 'Tower A1' })
    response3.assertStatus(200)
  })
})
