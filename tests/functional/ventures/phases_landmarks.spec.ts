import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import Venture from '#models/venture'
import { structureTimelineLines } from '#services/ventures/timeline_lines'
import { isolated } from '#tests/helpers/db'
import { builderApi, makeVenture, ventureForm } from '#tests/helpers/ventures'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'

const PHASES = [
  { name: 'Phase 1 – Tower A', status: 'completed', expected_date: '2025-03' },
  { name: 'Phase 2 – Tower B', status: 'under_construction', expected_date: '2027-06-30' },
  { name: 'Phase 3 – Clubhouse' },
]
const LANDMARKS = [
  { name: 'Miyapur Metro Station', kind: 'transit', distance: 1.2 },
  { name: 'Rajiv Gandhi International Airport', kind: 'airport', distance: 32.5 },
  { name: 'Lake park' },
]

/** A venture in Ohio (the United States market: distances in miles). */
const ohio = (overrides: Record<string, unknown> = {}) =>
  ventureForm({
    state: 'Ohio',
    district: 'Franklin County',
    city: 'Columbus',
    area_name: undefined,
    approvals: [],
    rera_number: null,
    country_code: 'US',
    ...overrides,
  })

/** Issue 27: a venture's phases {name, status, expected_date} and landmarks {name, kind, distance}. */
test.group('Ventures: structured phases and nearby landmarks', (group) => {
  isolated(group)
  withLocationTree(group)

  test('POST /api/ventures keeps them in order with what was not given as null; GET /api/ventures/:id shows them', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const created = await builderApi(client, token).createVenture({
      phases: PHASES,
      nearby_landmarks: LANDMARKS,
      is_public: true,
    })
    created.assertStatus(201)
    const phases = [
      { name: 'Phase 1 – Tower A', status: 'completed', expected_date: '2025-03' },
      { name: 'Phase 2 – Tower B', status: 'under_construction', expected_date: '2027-06-30' },
      { name: 'Phase 3 – Clubhouse', status: null, expected_date: null },
    ]
    const landmarks = [
      { name: 'Miyapur Metro Station', kind: 'transit', distance: 1.2, distance_unit: 'km' },
      {
        name: 'Rajiv Gandhi International Airport',
        kind: 'airport',
        distance: 32.5,
        distance_unit: 'km',
      },
      { name: 'Lake park', kind: null, distance: null, distance_unit: 'km' },
    ]
    assert.deepEqual(created.body().phases, phases)
    assert.deepEqual(created.body().nearby_landmarks, landmarks)
    const venture = await Venture.findOrFail(created.body().id)
    assert.deepEqual(venture.nearbyLandmarks[0], {
      name: 'Miyapur Metro Station',
      kind: 'transit',
      distance_m: 1200,
    })
    const shown = await client.get(urlFor('api.ventures.show', { id: venture.id }))
    shown.assertStatus(200)
    assert.deepEqual(shown.body().phases, phases)
    assert.deepEqual(shown.body().nearby_landmarks, landmarks)
  })

  test('a line of text is still an entry with that name alone (bodies written before issue 27)', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const created = await builderApi(client, token).createVenture({
      phases: ['Phase 1 – Towers A and B'],
      nearby_landmarks: ['Metro station – 1.2 km'],
    })
    created.assertStatus(201)
    assert.deepEqual(created.body().phases, [
      { name: 'Phase 1 – Towers A and B', status: null, expected_date: null },
    ])
    assert.deepEqual(created.body().nearby_landmarks, [
      { name: 'Metro station – 1.2 km', kind: null, distance: null, distance_unit: 'km' },
    ])
  })

  test('a US venture takes and shows distances in miles; one sent in km is converted; PUT reorders and replaces', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const created = await builderApi(client, token).createVenture(
      ohio({
        nearby_landmarks: [
          { name: 'John Glenn Columbus International Airport', kind: 'airport', distance: 14 },
          { name: 'Ohio State University', kind: 'school', distance: 8.05, distance_unit: 'km' },
        ],
      })
    )
    created.assertStatus(201)
    assert.equal(created.body().country_code, 'US')
    assert.deepEqual(
      created.body().nearby_landmarks.map((l: any) => [l.distance, l.distance_unit]),
      [
        [14, 'mi'],
        [5, 'mi'],
      ]
    )
    const venture = await Venture.findOrFail(created.body().id)
    assert.equal(venture.nearbyLandmarks[0].distance_m, 22_531) // 14 × 1,609.344 m

    const edited = await client
      .put(urlFor('api.ventures.update', { id: venture.id }))
      .bearerToken(token)
      .json(
        ohio({
          phases: [PHASES[1], PHASES[0]],
          nearby_landmarks: [created.body().nearby_landmarks[1]],
        })
      )
    edited.assertStatus(200)
    assert.deepEqual(
      edited.body().phases.map((p: any) => p.name),
      ['Phase 2 – Tower B', 'Phase 1 – Tower A']
    )
    // What GET answers can be sent back unchanged.
    assert.deepEqual(edited.body().nearby_landmarks, [
      { name: 'Ohio State University', kind: 'school', distance: 5, distance_unit: 'mi' },
    ])
  })

  test('refusals are 422 {detail} with a clear message, and write nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const name = (n: number) => ({ name: `Phase ${n}` })
    const cases: [Record<string, unknown>, string][] = [
      [{ phases: Array.from({ length: 21 }, (_, i) => name(i)) }, 'at most 20 phases'],
      [{ phases: [{ name: 'Phase 1', status: 'demolished' }] }, 'Choose the phase status'],
      [{ phases: [{ name: 'Phase 1', expected_date: '2027-13' }] }, 'expected date as a month'],
      [{ phases: [{ status: 'planned' }] }, 'Give each phase a name'],
      [{ phases: [{ name: '   ' }] }, 'Give each phase a name'],
      [{ phases: [{ name: 'x'.repeat(201) }] }, 'at most 200 characters'],
      [{ phases: [42] }, 'Each phase must be a name or an object'],
      [{ nearby_landmarks: [{ name: 'Metro', kind: 'volcano' }] }, 'landmark kind'],
      [{ nearby_landmarks: [{ name: 'Metro', distance: -1 }] }, 'cannot be negative'],
      [{ nearby_landmarks: [{ name: 'Metro', distance: 501 }] }, 'at most 500'],
      [{ nearby_landmarks: [{ name: 'Metro', distance: 1.234 }] }, 'two decimals'],
      [{ nearby_landmarks: [{ name: 'Metro', distance: 'near' }] }, 'as a number'],
      [{ nearby_landmarks: [{ name: 'Metro', distance_unit: 'ly' }] }, 'km or mi'],
      [
        { nearby_landmarks: Array.from({ length: 21 }, (_, i) => `Landmark ${i}`) },
        'at most 20 nearby landmarks',
      ],
    ]
    for (const [body, message] of cases) {
      const response = await builderApi(client, token).createVenture(body)
      response.assertStatus(422)
      assert.include(response.body().detail, message, JSON.stringify(body).slice(0, 80))
    }
    assert.lengthOf(await Venture.all(), 0)
  })

  test('the page form answers a bad row by its field, in the page language', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const response = await client
      .post(urlFor('ventures.store'))
      .withCsrfToken()
      .loginAs(user)
      .withPlainCookie('locale', 'hi')
      .json(ventureForm({ phases: [{ name: 'Phase 1', status: 'demolished' }] }))
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(
      (response.flashMessages().inputErrorsBag as Record<string, string[]>)['phases.0.status'],
      ['चरण की स्थिति चुनें: योजना में, निर्माणाधीन या पूर्ण']
    )
  })

  test('migration 0100: lines stored before become entries with that name; structured rows stay; a second run changes nothing', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const old = await makeVenture(owner)
    await db
      .from('ventures')
      .where('id', old.id)
      .update({
        phases: JSON.stringify(['Phase 1 – Towers A and B']),
        nearby_landmarks: JSON.stringify(['Metro station – 1.2 km', 'Lake']),
      })
    const structured = await makeVenture(owner, {
      phases: [{ name: 'Phase 1', status: 'planned', expected_date: '2028-01' }],
    })
    await structureTimelineLines(db.connection())
    const raw = async (id: number) => {
      const row = await db.from('ventures').where('id', id).firstOrFail()
      const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)
      return { phases: parse(row.phases), landmarks: parse(row.nearby_landmarks) }
    }
    const expected = {
      phases: [{ name: 'Phase 1 – Towers A and B', status: null, expected_date: null }],
      landmarks: [
        { name: 'Metro station – 1.2 km', kind: null, distance_m: null },
        { name: 'Lake', kind: null, distance_m: null },
      ],
    }
    assert.deepEqual(await raw(old.id), expected)
    const kept = await raw(structured.id)
    assert.deepEqual(kept.phases, [
      { name: 'Phase 1', status: 'planned', expected_date: '2028-01' },
    ])
    await structureTimelineLines(db.connection())
    assert.deepEqual(await raw(old.id), expected)
  })
})
