import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Venture from '#models/venture'
import Property from '#models/property'
import Lead from '#models/lead'
import CreditLedgerEntry from '#models/credit_ledger_entry'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '../posting/helpers.js'

const ventureForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakeview Heights',
  description: 'Two towers of east-facing homes next to the lake.',
  builder: 'others',
  builder_name: 'Lakeview Builders',
  venture_type: 'mixed',
  status: 'upcoming',
  property_types: ['apartment'],
  amenities: ['swimming_pool'],
  approvals: ['rera_approved'],
  rera_number: 'P02400005678',
  possession_timeline: '18_months',
  price_range: { min: 4_500_000, max: 9_000_000 },
  total_units: 120,
  state: 'Telangana',
  district: 'Rangareddy',
  city: 'Hyderabad',
  area_name: 'Gachibowli',
  ...overrides,
})

const unitForm = (overrides: Record<string, unknown> = {}) => ({
  unit_name: '101',
  unit_type: 'apartment',
  floor: 1,
  bedrooms: 2,
  bathrooms: 2,
  area: 1200,
  price: 6_500_000,
  facing: 'East',
  ...overrides,
})

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
    const response = await client.post('/api/ventures').bearerToken(token).json(ventureForm())
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
      const response = await client.post('/api/ventures').bearerToken(token).json(body)
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
    const response = await client.post('/api/ventures').bearerToken(token).json(ventureForm())
    const venture = response.body()
    const reply = await client
      .post(`/api/ventures/${venture.id}/towers`)
      .bearerToken(token)
      .json({ name: 'Tower A', floors: 10, units_per_floor: 4 })
    const tower = reply.body()

    // Draft venture: the unit is a free draft; nothing is listed; the planned total stands.
    const draftUnit = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_id: tower.id }))
    draftUnit.assertStatus(201)
    assert.equal(draftUnit.body().listing_state, 'draft')
    assert.deepEqual(await counts(venture.id), { unitCount: 0, totalUnits: 120, listed: 0 })
    assert.equal(await balance(user.id), 5)

    // Publishing the venture's units: exactly one credit for the one unit, and the venture goes public.
    const published = await client
      .post(`/api/ventures/${venture.id}/units/publish`)
      .bearerToken(token)
      .json({})
    assert.deepEqual(published.body(), { published: 1, credits_charged: 1 })
    assert.equal(await balance(user.id), 4)
    assert.deepEqual(await counts(venture.id), { unitCount: 1, totalUnits: 1, listed: 1 })
    const storedVenture = await Venture.findOrFail(venture.id)
    assert.isTrue(storedVenture.isPublic)

    // A unit added to a public venture goes live at once for 1 credit.
    const live = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_id: tower.id, unit_name: '102' }))
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
    const duplicate = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_id: tower.id, unit_name: '102' }))
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
    const response = await client
      .post('/api/ventures')
      .bearerToken(token)
      .json(ventureForm({ is_public: true }))
    const venture = response.body()
    const reply = await client
      .post(`/api/ventures/${venture.id}/towers`)
      .bearerToken(token)
      .json({ name: 'Tower B' })
    const tower = reply.body()
    const generated = await client
      .post(`/api/ventures/${venture.id}/towers/${tower.id}/generate-units`)
      .bearerToken(token)
      .json({ floors: 15, units_per_floor: 4, bedrooms: 2, area: 1100, price: 5_500_000 })
    generated.assertStatus(201)
    assert.equal(generated.body().created, 60)
    const storedProperty = await Property.query().where('tower_id', tower.id).orderBy('id')
    const numbers = storedProperty.map((u) => u.unitNumber)
    assert.deepEqual(
      [numbers[0], numbers[1], numbers[3], numbers[59]],
      ['101', '102', '104', '1504']
    )
    // Generating again adds nothing that exists.
    const answer = await client
      .post(`/api/ventures/${venture.id}/towers/${tower.id}/generate-units`)
      .bearerToken(token)
      .json({ floors: 15, units_per_floor: 4 })
    assert.equal(answer.body().created, 0)
    assert.equal(await balance(user.id), 70)

    const first = await client
      .post(`/api/ventures/${venture.id}/units/publish`)
      .bearerToken(token)
      .json({})
    assert.deepEqual(first.body(), { published: 60, credits_charged: 60 })
    const again = await client
      .post(`/api/ventures/${venture.id}/units/publish`)
      .bearerToken(token)
      .json({})
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
    const reply = await client.post('/api/ventures').bearerToken(token).json(ventureForm())
    const venture = reply.body()
    const answer = await client
      .post(`/api/ventures/${venture.id}/towers`)
      .bearerToken(token)
      .json({ name: 'Tower C' })
    const tower = answer.body()
    await client
      .post(`/api/ventures/${venture.id}/towers/${tower.id}/generate-units`)
      .bearerToken(token)
      .json({ floors: 2, units_per_floor: 2 })
    const response = await client
      .post(`/api/ventures/${venture.id}/units/publish`)
      .bearerToken(token)
      .json({})
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
    const reply = await client
      .post('/api/ventures')
      .bearerToken(owner.token)
      .json(ventureForm({ is_public: true }))
    const venture = reply.body()
    const answer = await client
      .post(`/api/ventures/${venture.id}/towers`)
      .bearerToken(owner.token)
      .json({ name: 'Tower A' })
    const tower = answer.body()
    const response2 = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(owner.token)
      .json(unitForm({ tower_id: tower.id }))
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

  test('deleting a venture removes its units from search at once', async ({ client, assert }) => {
    const { token } = await ownerWithCredits(5)
    const response = await client
      .post('/api/ventures')
      .bearerToken(token)
      .json(ventureForm({ is_public: true }))
    const venture = response.body()
    const reply = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A' }))
    const unit = reply.body()
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

  test('a reserved unit stays reserved through an edit; the builder cannot set it', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(5)
    const response = await client
      .post('/api/ventures')
      .bearerToken(token)
      .json(ventureForm({ is_public: true }))
    const venture = response.body()
    const reply = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A' }))
    const unit = reply.body()
    await Property.query().where('id', unit.id).update({ status: 'reserved' })
    const edit = await client
      .put(`/api/ventures/${venture.id}/units/${unit.id}`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A', price: 7_000_000 }))
    edit.assertStatus(200)
    const storedProperty = await Property.findOrFail(unit.id)
    assert.equal(storedProperty.status, 'reserved')
    const refused = await client
      .put(`/api/ventures/${venture.id}/units/${unit.id}`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A', status: 'available' }))
    refused.assertStatus(422)
    const freshProperty = await Property.findOrFail(unit.id)
    assert.equal(freshProperty.status, 'reserved')
    const setReserved = await client
      .put(`/api/ventures/${venture.id}/units/${unit.id}`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A', status: 'reserved' }))
    setReserved.assertStatus(422)
  })

  test('Book Site Visit and Contact Developer make leads for the developer, deduplicated like enquiries', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(5)
    const response = await client
      .post('/api/ventures')
      .bearerToken(token)
      .json(ventureForm({ is_public: true }))
    const venture = response.body()
    const reply = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A' }))
    const unit = reply.body()
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
      const created = await client
        .post('/api/ventures')
        .bearerToken(token)
        .json(ventureForm({ name, is_public: true, price_range: { min, max: min * 2 } }))
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
    const answer = await client
      .post(`/api/ventures/${ids.c}/units`)
      .bearerToken(token)
      .json(unitForm({ tower_name: 'Tower A', price: 99_000_000 }))
    const unit = answer.body()
    const response2 = await client
      .post(`/api/ventures/${ids.c}/units/publish`)
      .bearerToken(token)
      .json({})
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
