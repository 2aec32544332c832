import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { addUnits, makeVenture } from '#tests/helpers/ventures'
import type User from '#models/user'
import { expectStatus } from '#tests/helpers/http'

const month = (months: number) => DateTime.now().plus({ months }).toFormat('yyyy-MM')

/** A small known set of ventures; every filter group and sort of 000 §2/§9 is checked against it. */
async function projects(owner: User) {
  const base = DateTime.fromISO('2026-11-01T10:00:00Z')
  const a = await makeVenture(owner, {
    name: 'Skyline Residences',
    builder: 'prestige_group',
    builderName: 'Prestige Group',
    ventureType: 'residential',
    status: 'under_construction',
    propertyTypes: ['apartment'],
    amenities: ['swimming_pool', 'gym_fitness'],
    approvals: ['rera_approved'],
    reraNumber: 'P02400001234',
    possessionMonth: month(3),
    minPrice: 5_000_000,
    maxPrice: 9_000_000,
    publishedAt: base,
  })
  await addUnits(a, 'Tower A', [
    { number: '101', bedrooms: 2 },
    { number: '102', bedrooms: 2, status: 'sold' },
    { number: '201', bedrooms: 3 },
    { number: '202', bedrooms: 1, listingState: 'draft' }, // not listed: counts and filters ignore it
  ])
  const b = await makeVenture(owner, {
    name: 'Brigade Meadows',
    builder: 'brigade_group',
    builderName: 'Brigade Group',
    ventureType: 'luxury_residential',
    status: 'ready_to_move',
    propertyTypes: ['villa'],
    amenities: ['clubhouse'],
    approvals: ['bank_loan_approved'],
    possessionMonth: month(-2),
    minPrice: 30_000_000,
    maxPrice: 60_000_000,
    publishedAt: base.plus({ hours: 1 }),
  })
  await addUnits(b, 'Villas', [{ number: '1', floor: 1, bedrooms: 4, unitType: 'penthouse' }])
  const c = await makeVenture(owner, {
    name: 'Cyber Towers Commercial',
    ventureType: 'commercial',
    status: 'upcoming',
    propertyTypes: ['commercial'],
    possessionMonth: month(20),
    minPrice: 12_000_000,
    maxPrice: 15_000_000,
    plannedUnits: 300,
    totalUnits: 300,
    publishedAt: base.plus({ hours: 2 }),
  })
  const d = await makeVenture(owner, {
    name: 'Dream Plots',
    ventureType: 'affordable_housing',
    status: 'planning',
    propertyTypes: ['plot'],
    possessionMonth: month(40),
    minPrice: null,
    maxPrice: null,
    plannedUnits: 60,
    totalUnits: 60,
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    area: 'Whitefield',
    location: 'Whitefield, Bengaluru, Bengaluru Urban, Karnataka',
    publishedAt: base.plus({ hours: 3 }),
  })
  // Never listed: a draft, a US venture and a deleted one.
  await makeVenture(owner, { name: 'Draft Venture', isPublic: false, publishedAt: null })
  await makeVenture(owner, {
    name: 'Ohio Commons',
    countryCode: 'US',
    state: 'Ohio',
    district: 'Franklin County',
    city: 'Columbus',
    area: 'Short North',
    location: 'Short North, Columbus, Ohio',
  })
  await makeVenture(owner, { name: 'Gone Venture', deletedAt: DateTime.now() })
  return { a: a.id, b: b.id, c: c.id, d: d.id }
}

test.group('GET /api/ventures: every filter group and sort', (group) => {
  isolated(group)
  let ids: Record<string, number>
  const keys = (body: { data: { id: number }[] }) =>
    body.data.map((v) => Object.entries(ids).find(([, id]) => id === v.id)?.[0] ?? `?${v.id}`)

  group.each.setup(async () => {
    ids = await projects(await UserFactory.create())
  })

  test('{title}')
    .with([
      {
        title: 'no filter: public Indian ventures, latest first',
        qs: '',
        expected: ['d', 'c', 'b', 'a'],
      },
      { title: 'investment_type', qs: 'investment_type=commercial', expected: ['c'] },
      {
        title: 'venture_type (the same concept)',
        qs: 'venture_type=luxury_residential',
        expected: ['b'],
      },
      { title: "001's mixed is mixed_use", qs: 'venture_type=mixed', expected: [] },
      {
        title: 'property_types, any of them, comma-separated',
        qs: 'property_types=villa,plot',
        expected: ['d', 'b'],
      },
      {
        title: 'property_types, repeated parameters',
        qs: 'property_types=villa&property_types=apartment',
        expected: ['b', 'a'],
      },
      { title: 'status', qs: 'status=ready_to_move', expected: ['b'] },
      { title: 'builder', qs: 'builder=prestige_group', expected: ['a'] },
      { title: 'unit_configs from listed units: 3 BHK', qs: 'unit_configs=3bhk', expected: ['a'] },
      {
        title: 'unit_configs: penthouse is the unit type',
        qs: 'unit_configs=penthouse',
        expected: ['b'],
      },
      { title: 'unit_configs: a draft unit does not count', qs: 'unit_configs=1bhk', expected: [] },
      {
        title: 'amenities, all of them',
        qs: 'amenities=swimming_pool,gym_fitness',
        expected: ['a'],
      },
      {
        title: 'amenities, all of them (none has both)',
        qs: 'amenities=swimming_pool,clubhouse',
        expected: [],
      },
      {
        title: 'project_size boutique (1-50 units)',
        qs: 'project_size=boutique',
        expected: ['b', 'a'],
      },
      { title: 'project_size medium (51-200)', qs: 'project_size=medium', expected: ['d'] },
      { title: 'project_size large (201-500)', qs: 'project_size=large', expected: ['c'] },
      { title: 'possession immediate', qs: 'possession_timeline=immediate', expected: ['b'] },
      { title: 'possession 6 months', qs: 'possession_timeline=6_months', expected: ['a'] },
      { title: 'possession 2 years', qs: 'possession_timeline=2_years', expected: ['c'] },
      { title: 'possession 3 years+', qs: 'possession_timeline=3_years_plus', expected: ['d'] },
      { title: 'approvals', qs: 'approvals=rera_approved', expected: ['a'] },
      {
        title: 'price bucket overlaps the range',
        qs: 'min_price=10000000&max_price=20000000',
        expected: ['c'],
      },
      {
        title: 'price overlapping two ranges',
        qs: 'min_price=8000000&max_price=13000000',
        expected: ['c', 'a'],
      },
      { title: 'location text', qs: 'location=Karnataka', expected: ['d'] },
      { title: 'location parts', qs: 'state=Telangana&city=Hyderabad', expected: ['c', 'b', 'a'] },
      { title: 'search by builder or name', qs: 'search=brigade', expected: ['b'] },
      {
        title: 'sort price_low_high (no price last)',
        qs: 'sort=price_low_high',
        expected: ['a', 'c', 'b', 'd'],
      },
      {
        title: 'sort price_high_low (no price last)',
        qs: 'sort=price_high_low',
        expected: ['b', 'c', 'a', 'd'],
      },
      { title: 'sort name_asc', qs: 'sort=name_asc', expected: ['b', 'c', 'd', 'a'] },
      { title: 'sort name_desc', qs: 'sort=name_desc', expected: ['a', 'd', 'c', 'b'] },
      { title: 'the US market', qs: 'country=US', expected: ['?'] },
    ])
    .run(async ({ client, assert }, { qs, expected }) => {
      const response = await client.get(`/api/ventures?${qs}`)
      response.assertStatus(200)
      const found = keys(response.body())
      if (expected[0] === '?') return assert.lengthOf(found, 1)
      assert.deepEqual(found, expected)
      assert.equal(response.body().meta.total, expected.length)
    })

  test('keyset pages continue where the last one stopped, in every sort', async ({
    client,
    assert,
  }) => {
    for (const sort of ['latest', 'price_low_high', 'price_high_low', 'name_asc', 'name_desc']) {
      const response = await client.get(`/api/ventures?sort=${sort}`)
      const all = keys(response.body())
      const reply = await client.get(`/api/ventures?sort=${sort}&limit=3`)
      const first = reply.body()
      const answer = await client.get(
        `/api/ventures?sort=${sort}&limit=3&cursor=${first.meta.next_cursor}`
      )
      const second = answer.body()
      assert.deepEqual([...keys(first), ...keys(second)], all, sort)
      assert.isNull(second.meta.next_cursor)
      assert.equal(second.meta.limit, 3)
    }
  })

  test('occupancy and available units come from the listed units', async ({ client, assert }) => {
    const response = await client.get('/api/ventures?builder=prestige_group')
    const skyline = response.body().data[0]
    // 3 listed units (the draft is not), 2 available: (3 - 2) / 3 = 33 %.
    assert.include(skyline, {
      total_units: 3,
      available_units: 2,
      occupancy_percent: 33,
      rera_number: 'P02400001234',
    })
    const reply = await client.get('/api/ventures?project_size=medium')
    const plots = reply.body().data[0]
    // No unit yet: the builder's planned total, nothing available, no occupancy to show.
    assert.include(plots, { total_units: 60, available_units: 0, occupancy_percent: null })
  })

  test('{qs} is refused with 422 and a detail message')
    .with(
      [
        'status=bogus',
        'amenities=sauna',
        'limit=0',
        'project_size=huge',
        'sort=random',
        'cursor=%3Cscript%3E',
        // The price range is checked as on /api/properties: the maximum not below the minimum.
        'min_price=5000000&max_price=100',
      ].map((qs) => ({ qs }))
    )
    .run(async ({ client, assert }, { qs }) => {
      const response = await client.get(`/api/ventures?${qs}`)
      response.assertStatus(422)
      assert.isString(response.body().detail)
    })

  test('a venture and its units: drafts, deleted and unknown ids are 404', async ({
    client,
    assert,
  }) => {
    const show = await client.get(`/api/ventures/${ids.a}`)
    show.assertStatus(200)
    assert.deepEqual(show.body().counts, {
      total: 3,
      available: 2,
      sold: 1,
      rented: 0,
      reserved: 0,
      blocked: 0,
      under_construction: 0,
    })
    assert.deepEqual(
      show.body().towers.map((t: any) => [t.name, t.counts.total]),
      [['Tower A', 3]]
    )
    const response = await client.get(`/api/ventures/${ids.a}/properties`)
    const units = response.body().data
    assert.deepEqual(
      units.map((u: any) => u.unit_number),
      ['201', '101', '102']
    ) // highest floor first
    const reply = await client.get(`/api/ventures/${ids.a}/properties?status=sold`)
    const sold = reply.body().data
    assert.deepEqual(
      sold.map((u: any) => u.unit_number),
      ['102']
    )
    for (const path of ['/api/ventures/999999', '/api/ventures/999999/properties'])
      await expectStatus(client.get(path), 404)
  })
})
