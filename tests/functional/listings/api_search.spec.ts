import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed, isolated } from '#tests/helpers/db'
import type User from '#models/user'

/**
 * A small known market: every filter and sort below is checked against it.
 * Ids are assigned in this order (a..h).
 */
async function market(owner: User) {
  const base = DateTime.fromISO('2026-11-01T10:00:00Z')
  const rows = [
    {
      key: 'a',
      title: 'Lake view apartment in Gachibowli',
      propertyType: 'apartment',
      price: 8_500_000,
      areaSqft: 1200,
      bedrooms: 2,
      status: 'available',
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Hyderabad',
      area: 'Gachibowli',
    },
    {
      key: 'b',
      title: 'Luxury villa with pool in Kokapet',
      propertyType: 'villa',
      price: 42_500_000,
      areaSqft: 4200,
      bedrooms: 4,
      status: 'under_construction',
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Hyderabad',
      area: 'Kokapet',
    },
    {
      key: 'c',
      title: 'Open plot near Shadnagar',
      propertyType: 'plot',
      price: 3_600_000,
      areaSqft: 1800,
      bedrooms: null,
      status: 'available',
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Shadnagar',
      area: 'Shadnagar',
    },
    {
      key: 'd',
      title: '3 BHK apartment in Koramangala',
      propertyType: 'apartment',
      price: 24_500_000,
      areaSqft: 1720,
      bedrooms: 3,
      status: 'sold',
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      city: 'Bengaluru',
      area: 'Koramangala',
    },
    {
      key: 'e',
      title: 'Office space on OMR',
      propertyType: 'commercial',
      price: 38_000_000,
      areaSqft: 3200,
      bedrooms: null,
      status: 'rented',
      state: 'Tamil Nadu',
      district: 'Chengalpattu',
      city: 'Chennai',
      area: 'OMR',
    },
    {
      key: 'f',
      title: 'Six bedroom independent house in Jubilee Hills',
      propertyType: 'independent_house',
      price: 95_000_000,
      areaSqft: 6000,
      bedrooms: 6,
      status: 'available',
      state: 'Telangana',
      district: 'Hyderabad',
      city: 'Hyderabad',
      area: 'Jubilee Hills',
    },
    {
      key: 'g',
      title: '2 BHK flat in Madhapur',
      propertyType: 'apartment',
      price: 8_500_000,
      areaSqft: 1100,
      bedrooms: 2,
      status: 'available',
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Hyderabad',
      area: 'Madhapur',
    },
    {
      key: 'h',
      title: 'Farm land with mango orchard',
      propertyType: 'farmland',
      price: 15_000_000,
      areaSqft: 87_120,
      bedrooms: null,
      status: 'available',
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Chevella',
      area: 'Chevella',
    },
  ]
  const created: Record<string, number> = {}
  for (const [index, { key, ...row }] of rows.entries()) {
    const property = await PropertyFactory.merge({
      ...row,
      ownerId: owner.id,
      location: [
        row.area !== row.city ? row.area : null,
        row.city,
        row.district !== row.city ? row.district : null,
        row.state,
      ]
        .filter(Boolean)
        .join(', '),
      publishedAt: base.plus({ hours: index }),
    }).create()
    created[key] = property.id
  }
  // Never public: another country, a draft, an expired and a deleted listing.
  await PropertyFactory.merge({ ownerId: owner.id }).apply('us').create()
  await PropertyFactory.merge({ ownerId: owner.id }).apply('draft').create()
  await PropertyFactory.merge({ ownerId: owner.id }).apply('expired').create()
  await PropertyFactory.merge({ ownerId: owner.id, deletedAt: DateTime.now() }).create()
  return created
}

test.group('GET /api/properties: filters, sorts and paging', (group) => {
  // Committed rows: MySQL's FULLTEXT index does not see uncommitted ones.
  committed(group)

  let ids: Record<string, number>
  const keys = (body: { data: { id: number }[] }) =>
    body.data.map((p) => Object.entries(ids).find(([, id]) => id === p.id)?.[0] ?? `?${p.id}`)

  group.each.setup(async () => {
    ids = await market(await UserFactory.create())
  })

  test('{title}')
    .with([
      {
        title: 'no filter: every active Indian listing, latest first',
        qs: '',
        expected: ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'],
      },
      { title: 'property_type', qs: 'property_type=apartment', expected: ['g', 'd', 'a'] },
      { title: 'status', qs: 'status=available', expected: ['h', 'g', 'f', 'c', 'a'] },
      { title: 'bedrooms exact', qs: 'bedrooms=2', expected: ['g', 'a'] },
      { title: 'bedrooms 5 means 5+', qs: 'bedrooms=5', expected: ['f'] },
      {
        title: 'price range, both ends inclusive',
        qs: 'min_price=8500000&max_price=24500000',
        expected: ['h', 'g', 'd', 'a'],
      },
      { title: 'min price only', qs: 'min_price=40000000', expected: ['f', 'b'] },
      { title: 'state', qs: 'state=Karnataka', expected: ['d'] },
      { title: 'district', qs: 'state=Telangana&district=Hyderabad', expected: ['f'] },
      { title: 'city', qs: 'city=Hyderabad', expected: ['g', 'f', 'b', 'a'] },
      { title: 'area', qs: 'city=Hyderabad&area=Kokapet', expected: ['b'] },
      {
        title: 'joined location from /api clients',
        qs: `location=${encodeURIComponent('Gachibowli, Hyderabad, Rangareddy, Telangana')}`,
        expected: ['a'],
      },
      {
        title: 'joined location, city and state only',
        qs: `location=${encodeURIComponent('Hyderabad, Telangana')}`,
        expected: ['g', 'f', 'b', 'a'],
      },
      { title: 'search text matches a word prefix', qs: 'search=gachi', expected: ['a'] },
      {
        title: 'search text: every word must match',
        qs: 'search=apartment%20koramangala',
        expected: ['d'],
      },
      { title: 'search text: a three-letter place name', qs: 'search=OMR', expected: ['e'] },
      {
        title: 'search text in the description',
        qs: 'search=covered%20parking',
        expected: ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'],
      },
      {
        title: 'search text ignores stop words',
        qs: 'search=villa%20in%20kokapet',
        expected: ['b'],
      },
      {
        title: 'combination: type + bedrooms + price + city',
        qs: 'property_type=apartment&bedrooms=2&max_price=9000000&city=Hyderabad',
        expected: ['g', 'a'],
      },
      {
        title: 'combination: search + status + sort',
        qs: 'search=hyderabad&status=available&sort=price_high',
        expected: ['f', 'g', 'a'],
      },
      {
        title: 'sort price_low (id breaks ties)',
        qs: 'sort=price_low',
        expected: ['c', 'a', 'g', 'h', 'd', 'e', 'b', 'f'],
      },
      {
        title: 'sort price_high',
        qs: 'sort=price_high',
        expected: ['f', 'b', 'e', 'd', 'h', 'g', 'a', 'c'],
      },
      {
        title: 'sort area_large',
        qs: 'sort=area_large',
        expected: ['h', 'f', 'b', 'e', 'c', 'd', 'a', 'g'],
      },
      {
        title: 'sort area_small',
        qs: 'sort=area_small',
        expected: ['g', 'a', 'd', 'c', 'e', 'b', 'f', 'h'],
      },
      { title: 'country=US shows only US listings', qs: 'country=US', expected: ['?'] },
    ])
    .run(async ({ client, assert }, { qs, expected }) => {
      const response = await client.get(`${urlFor('api.properties.index')}?${qs}`)
      response.assertStatus(200)
      const got = keys(response.body())
      if (expected[0] === '?') {
        assert.lengthOf(got, 1)
        assert.match(got[0], /^\?/)
        return
      }
      assert.deepEqual(got, expected)
      assert.equal(response.body().meta.total, expected.length)
    })

  test('keyset pages walk every sort without gaps or repeats', async ({ client, assert }) => {
    for (const sort of ['latest', 'price_low', 'price_high', 'area_large', 'area_small']) {
      const response = await client.get(urlFor('api.properties.index', {}, { qs: { sort } }))
      const all = keys(response.body())
      const walked: string[] = []
      let cursor: string | null = null
      do {
        const page: any = await client.get(
          urlFor(
            'api.properties.index',
            {},
            { qs: { sort, limit: 3, ...(cursor ? { cursor } : {}) } }
          )
        )
        page.assertStatus(200)
        assert.isAtMost(page.body().data.length, 3)
        assert.equal(page.body().meta.limit, 3)
        walked.push(...keys(page.body()))
        cursor = page.body().meta.next_cursor
      } while (cursor)
      assert.deepEqual(walked, all, sort)
    }
  })

  test('a listing by id; drafts, expired, deleted and unknown ids are 404 {detail}', async ({
    client,
  }) => {
    const ok = await client.get(urlFor('api.properties.show', { id: ids.a }))
    ok.assertStatus(200)
    ok.assertBodyContains({
      id: ids.a,
      title: 'Lake view apartment in Gachibowli',
      price: 8_500_000,
      area: 1200,
      property_type: 'apartment',
    })
    for (const id of [999999, 'abc', -1]) {
      const missing = await client.get(urlFor('api.properties.show', { id }))
      missing.assertStatus(404)
      missing.assertBody({ detail: 'We could not find what you were looking for.' })
    }
  })
})

test.group('GET /api/properties: bad parameters', (group) => {
  isolated(group)

  test('{qs} → 422 "{message}"')
    .with([
      { qs: 'min_price=-5', field: 'min_price', message: 'Prices cannot be negative' },
      {
        qs: 'min_price=5000000&max_price=100',
        field: 'max_price',
        message: 'Minimum price cannot be more than the maximum price',
      },
      {
        qs: 'sort=cheapest',
        field: 'sort',
        message: 'Sort must be one of latest, price_low, price_high, area_large, area_small',
      },
      {
        qs: 'property_type=castle',
        field: 'property_type',
        message: 'Choose a property type from the list',
      },
      { qs: 'limit=100000', field: 'limit', message: 'Limit must be a number from 1 to 50' },
      { qs: 'bedrooms=two', field: 'bedrooms', message: 'Bedrooms must be a number from 1 to 5' },
      { qs: 'cursor=%3Cscript%3E', field: 'cursor', message: 'That page link is not valid' },
      { qs: 'country=FR', field: 'country', message: 'Country must be IN or US' },
    ])
    .run(async ({ client }, { qs, field, message }) => {
      const response = await client.get(`${urlFor('api.properties.index')}?${qs}`)
      response.assertStatus(422)
      response.assertBodyContains({ detail: message, errors: [{ field, message }] })
    })
})

test.group('Search text understands "N BHK"', (group) => {
  committed(group)

  test('"3 BHK villa" searches three-bedroom listings for the word villa', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const three = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Luxury villa with garden',
      propertyType: 'villa',
      bedrooms: 3,
    }).create()
    await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Luxury villa with pool',
      propertyType: 'villa',
      bedrooms: 4,
    }).create()
    await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Three bedroom flat',
      bedrooms: 3,
    }).create()
    const response = await client.get(
      urlFor('api.properties.index', {}, { qs: { search: '3 BHK villa' } })
    )
    assert.deepEqual(
      response.body().data.map((p: { id: number }) => p.id),
      [three.id]
    )
  })
})

test.group('Text search through the search-term index', (group) => {
  committed(group)

  const ids = (response: any) => response.body().data.map((p: { id: number }) => p.id)
  const at = (hours: number) => DateTime.fromISO('2026-11-01T10:00:00Z').plus({ hours })

  test('a prefix of several words matches each of them, newest first', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const lake = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Flat with lake view',
      description: 'Quiet street.',
      publishedAt: at(1),
    }).create()
    const lakeside = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Lakeside cottage',
      description: 'Quiet street.',
      publishedAt: at(2),
    }).create()
    await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Hill top bungalow',
      description: 'Quiet street.',
      publishedAt: at(3),
    }).create()
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'lak' } }))),
      [lakeside.id, lake.id]
    )
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'lakes' } }))),
      [lakeside.id]
    )
    assert.deepEqual(
      ids(
        await client.get(
          urlFor('api.properties.index', {}, { qs: { search: 'lak', sort: 'price_low' } })
        )
      ).sort(),
      [lake.id, lakeside.id].sort()
    )
  })

  test('a word with several completions next to a word with one: both must match', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const quiet = { ownerId: owner.id, description: 'Quiet street.' }
    const lake = await PropertyFactory.merge({
      ...quiet,
      title: 'Lake view flat in Kondapur',
      location: 'Kondapur, Hyderabad',
      publishedAt: at(1),
    }).create()
    const lakeside = await PropertyFactory.merge({
      ...quiet,
      title: 'Lakeside villa in Kondapur',
      location: 'Kondapur, Hyderabad',
      publishedAt: at(2),
    }).create()
    await PropertyFactory.merge({
      ...quiet,
      title: 'Lake flat in Madhapur',
      location: 'Madhapur, Hyderabad',
      publishedAt: at(3),
    }).create()
    await PropertyFactory.merge({
      ...quiet,
      title: 'Garden flat in Kondapur',
      location: 'Kondapur, Hyderabad',
      publishedAt: at(4),
    }).create()
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'kondapur lak' } }))),
      [lakeside.id, lake.id]
    )
    assert.deepEqual(
      ids(
        await client.get(
          urlFor('api.properties.index', {}, { qs: { search: 'lake kondapur flat' } })
        )
      ),
      [lake.id]
    )
    const response = await client.get(
      urlFor('api.properties.index', {}, { qs: { search: 'kondapur lak' } })
    )
    assert.equal(response.body().meta.total, 2)
  })

  test('a common word sorted by price walks the price order and still checks every word', async ({
    client,
    assert,
  }) => {
    const { textSearchSettings } = await import('#services/listings/property_text_search')
    const owner = await UserFactory.create()
    const quiet = { ownerId: owner.id, description: 'Quiet street.' }
    const cheap = await PropertyFactory.merge({
      ...quiet,
      title: 'Lake flat in Kondapur',
      price: 3_000_000,
    }).create()
    const dear = await PropertyFactory.merge({
      ...quiet,
      title: 'Lake villa in Kondapur',
      price: 9_000_000,
    }).create()
    const middle = await PropertyFactory.merge({
      ...quiet,
      title: 'Lake house in Madhapur',
      price: 5_000_000,
    }).create()
    await PropertyFactory.merge({
      ...quiet,
      title: 'Hill flat in Kondapur',
      price: 1_000_000,
    }).create()
    const probe = textSearchSettings.frequencyProbe
    textSearchSettings.frequencyProbe = 2
    try {
      assert.deepEqual(
        ids(
          await client.get(
            urlFor('api.properties.index', {}, { qs: { search: 'lake', sort: 'price_low' } })
          )
        ),
        [cheap.id, middle.id, dear.id]
      )
      assert.deepEqual(
        ids(
          await client.get(
            urlFor(
              'api.properties.index',
              {},
              { qs: { search: 'lake', sort: 'price_high', limit: 2 } }
            )
          )
        ),
        [dear.id, middle.id]
      )
      assert.deepEqual(
        ids(
          await client.get(
            urlFor(
              'api.properties.index',
              {},
              { qs: { search: 'lake kondapur', sort: 'area_small' } }
            )
          )
        ).sort(),
        [cheap.id, dear.id].sort()
      )
      const response = await client.get(
        urlFor('api.properties.index', {}, { qs: { search: 'lake', sort: 'price_low' } })
      )
      assert.equal(response.body().meta.total, 3)
    } finally {
      textSearchSettings.frequencyProbe = probe
    }
  })

  test('a word nobody used finds nothing', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    await PropertyFactory.merge({ ownerId: owner.id, title: 'Flat in Kondapur' }).create()
    const response = await client.get(
      urlFor('api.properties.index', {}, { qs: { search: 'zanzibar' } })
    )
    assert.deepEqual(ids(response), [])
    assert.equal(response.body().meta.total, 0)
  })

  test('editing a title re-indexes it; a draft is found only once published', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const listing = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Flat in Kondapur',
    }).create()
    listing.title = 'Flat in Manikonda'
    await listing.save()
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'kondapur' } }))),
      []
    )
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'manikonda' } }))),
      [listing.id]
    )

    const draft = await PropertyFactory.merge({ ownerId: owner.id, title: 'Villa in Narsingi' })
      .apply('draft')
      .create()
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'narsingi' } }))),
      []
    )
    draft.merge({
      listingState: 'active',
      publishedAt: DateTime.now(),
      expiresAt: DateTime.now().plus({ days: 30 }),
    })
    await draft.save()
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'narsingi' } }))),
      [draft.id]
    )
  })

  test('Hindi and Telugu words are whole words, found by prefix', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const hindi = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'गाचीबोवली में सुंदर फ्लैट',
    }).create()
    const telugu = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'కొండాపూర్ లో ఇల్లు',
    }).create()
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'सुंदर' } }))),
      [hindi.id]
    )
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'गाची' } }))),
      [hindi.id]
    )
    assert.deepEqual(
      ids(await client.get(urlFor('api.properties.index', {}, { qs: { search: 'కొండాపూర్' } }))),
      [telugu.id]
    )
  })

  test('keyset pages of a text search walk every match once, in order', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const created: number[] = []
    for (let i = 0; i < 7; i++) {
      const result = await PropertyFactory.merge({
        ownerId: owner.id,
        title: `Flat ${i} near metro`,
        publishedAt: at(i % 3),
      }).create()
      created.push(result.id)
    }
    await PropertyFactory.merge({ ownerId: owner.id, title: 'Flat far from everything' }).create()
    const all = ids(
      await client.get(urlFor('api.properties.index', {}, { qs: { search: 'metro', limit: 50 } }))
    )
    assert.sameMembers(all, created)
    const walked: number[] = []
    let cursor: string | null = null
    do {
      const page: any = await client.get(
        urlFor(
          'api.properties.index',
          {},
          { qs: { search: 'metro', limit: 2, ...(cursor ? { cursor } : {}) } }
        )
      )
      walked.push(...ids(page))
      cursor = page.body().meta.next_cursor
    } while (cursor)
    assert.deepEqual(walked, all)
  })
})
