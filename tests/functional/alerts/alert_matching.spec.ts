import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Notification from '#models/notification'
import SavedSearch, { type AlertFrequency, type SavedSearchKind } from '#models/saved_search'
import type User from '#models/user'
import AlertMatcher from '#services/alerts/alert_matcher'
import AlertNotifier from '#services/alerts/alert_notifier'
import SavedSearches, { prefilterColumns } from '#services/alerts/saved_searches'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { VentureFactory } from '#database/factories/venture_factory'
import { isolated } from '#tests/helpers/db'
import { withLocationTree } from '#tests/functional/posting/helpers'

/** Every saved search of the table, each saved by one of the searchers (or the owner). */
async function saveAll(
  kind: SavedSearchKind,
  table: { filters: Record<string, unknown>; frequency?: AlertFrequency; user: User }[]
) {
  const service = new SavedSearches()
  for (const [index, row] of table.entries())
    await service.create(
      row.user,
      {
        name: `Search ${index}`,
        kind,
        filters: row.filters,
        frequency: row.frequency ?? 'instant',
      },
      'IN'
    )
}

/**
 * The slow path: every saved search (no pre-filter) runs the search page's
 * query with all its filters over every new subject; the owner's own never.
 */
async function slowPath(kind: SavedSearchKind, subjects: { id: number; ownerId: number }[]) {
  const matcher = new AlertMatcher()
  const expected: string[] = []
  for (const search of await SavedSearch.query().where('kind', kind).orderBy('id')) {
    const found = await matcher.verify(
      kind,
      search.filters,
      subjects.map((subject) => subject.id)
    )
    for (const subject of subjects)
      if (found.includes(subject.id) && subject.ownerId !== search.userId)
        expected.push(`${search.id}:${subject.id}:${search.frequency === 'off' ? 'told' : 'new'}`)
  }
  return expected.sort()
}

async function recorded() {
  const rows = await db.from('saved_search_matches').select('*')
  return rows
    .map((row) => `${row.saved_search_id}:${row.subject_id}:${row.notified_at ? 'told' : 'new'}`)
    .sort()
}

/** Checks the fast path against the slow one, then that each instant search got one notification with its count. */
async function assertSamePairs(
  assert: any,
  kind: SavedSearchKind,
  subjects: { id: number; ownerId: number }[]
) {
  const expected = await slowPath(kind, subjects)
  assert.isAbove(expected.length, 3, 'the table has matches to compare')
  const touched = await new AlertMatcher().match(
    kind,
    subjects.map((subject) => subject.id)
  )
  assert.deepEqual(await recorded(), expected)

  await new AlertNotifier().instant(touched)
  const counts = new Map<number, number>()
  for (const pair of expected) {
    const [searchId, , state] = pair.split(':')
    if (state === 'new') counts.set(Number(searchId), (counts.get(Number(searchId)) ?? 0) + 1)
  }
  const instant = await SavedSearch.query().where('frequency', 'instant').select('id')
  const notes = await Notification.all()
  const told = notes.map((note) => [note.data.saved_search_id, note.data.count])
  assert.sameDeepMembers(
    told,
    instant.filter((s) => counts.has(s.id)).map((s) => [s.id, counts.get(s.id)])
  )
}

test.group('Alert matching: the fast path finds what every search page would', (group) => {
  isolated(group)
  withLocationTree(group)

  test('listings: the same matches as each search run on its own, and the same notifications', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const [anna, ben, chitra] = await UserFactory.createMany(3)
    const listing = (merge: Record<string, unknown>) =>
      PropertyFactory.merge({ ownerId: owner.id, ...merge }).create()
    const live = [
      await listing({}), // Hyderabad (Gachibowli) apartment, 85 lakh, 2 bedrooms
      await listing({ propertyType: 'villa', price: 20_000_000, bedrooms: 5, area: 'Kondapur' }),
      await listing({ price: 12_000_000, status: 'sold', title: 'Lake view penthouse' }),
      await listing({ city: 'hyderabad' }), // written in lower case
      await PropertyFactory.apply('us').merge({ ownerId: owner.id, price: 400_000 }).create(),
      await PropertyFactory.merge({ ownerId: anna.id }).create(), // Anna's own listing
    ]
    const notLive = [
      await PropertyFactory.apply('expired').merge({ ownerId: owner.id }).create(),
      await PropertyFactory.apply('draft').merge({ ownerId: owner.id }).create(),
      await listing({ deletedAt: DateTime.now() }),
    ]
    await saveAll('properties', [
      { user: anna, filters: { city: 'Hyderabad' } },
      {
        user: anna,
        filters: { city: 'Hyderabad', property_type: 'apartment', max_price: 9_000_000 },
      },
      { user: anna, filters: { city: 'hyderabad' } }, // SQLite compares case, MySQL not
      { user: ben, filters: { property_type: 'villa' } },
      { user: ben, filters: { min_price: 10_000_000 } },
      { user: ben, filters: { min_price: 8_500_000, max_price: 8_500_000 } }, // bounds included
      { user: ben, filters: { min_price: 8_499_999.5 } }, // not whole: left to the query
      { user: ben, filters: { city: 'Hyderabad', bedrooms: 2 } },
      { user: chitra, filters: { bedrooms: 5 } }, // 5 means 5 or more
      { user: chitra, filters: { area: 'Gachibowli', max_price: 9_000_000 } },
      { user: chitra, filters: { location: 'Kondapur, Hyderabad' } },
      { user: chitra, filters: { status: 'sold', city: 'Hyderabad' } },
      { user: chitra, filters: { search: 'penthouse' } },
      { user: chitra, filters: { city: 'Hyderabad', sort: 'price_low' }, frequency: 'daily' },
      { user: chitra, filters: { city: 'Hyderabad' }, frequency: 'off' },
      { user: chitra, filters: { country: 'US', max_price: 500_000 } },
      { user: chitra, filters: { city: 'Mumbai' } },
      { user: owner, filters: { city: 'Hyderabad' } }, // the owner's own listings: never
    ])
    const subjects = [...live, ...notLive].map((p) => ({ id: p.id, ownerId: p.ownerId }))
    await assertSamePairs(assert, 'properties', subjects)
  })

  test('ventures: the same matches as each search run on its own, and the same notifications', async ({
    assert,
  }) => {
    const builder = await UserFactory.create()
    const [anna, ben] = await UserFactory.createMany(2)
    const venture = (merge: Record<string, unknown>) =>
      VentureFactory.merge({ ownerId: builder.id, ...merge }).create()
    const ventures = [
      await venture({}), // Hyderabad residential, 50 lakh to 90 lakh
      await venture({ ventureType: 'plots', minPrice: 3_000_000, maxPrice: null }),
      await venture({ ventureType: 'mixed_use', minPrice: null, maxPrice: null }), // no price yet
      await venture({ city: 'Bengaluru', amenities: ['swimming_pool'] }),
      await VentureFactory.apply('draft').merge({ ownerId: builder.id }).create(),
      await VentureFactory.merge({ ownerId: anna.id }).create(), // Anna's own
    ]
    await saveAll('ventures', [
      { user: anna, filters: { city: 'Hyderabad' } },
      { user: anna, filters: { venture_type: 'residential', max_price: 6_000_000 } },
      { user: anna, filters: { investment_type: 'mixed' } }, // the page reads mixed as mixed_use
      { user: ben, filters: { min_price: 4_000_000 } }, // a venture without a maximum: its minimum
      { user: ben, filters: { max_price: 2_000_000 } },
      { user: ben, filters: { amenities: ['swimming_pool'] } },
      {
        user: ben,
        filters: { city: 'Hyderabad', status: 'under_construction' },
        frequency: 'weekly',
      },
      { user: ben, filters: {} }, // the whole country, ventures without a price too
      { user: builder, filters: {} },
    ])
    const subjects = ventures.map((v) => ({ id: v.id, ownerId: v.ownerId }))
    await assertSamePairs(assert, 'ventures', subjects)
  })

  test('only a search of country, city, type and whole price bounds skips the query', async ({
    assert,
  }) => {
    const decided = (kind: SavedSearchKind, filters: Record<string, unknown>) =>
      prefilterColumns(kind, { country: 'IN', ...filters }).prefilterOnly
    assert.isTrue(
      decided('properties', { city: 'Hyderabad', property_type: 'villa', max_price: 9_000_000 })
    )
    assert.isTrue(decided('properties', { sort: 'price_low' }))
    assert.isTrue(decided('ventures', { venture_type: 'plots', min_price: 1_000_000 }))
    assert.isFalse(decided('properties', { city: 'Hyderabad', bedrooms: 2 }))
    assert.isFalse(decided('properties', { min_price: 10.5 }))
    assert.isFalse(decided('properties', { search: 'lake' }))
    assert.isFalse(decided('ventures', { amenities: ['swimming_pool'] }))
    assert.deepInclude(prefilterColumns('properties', { country: 'IN', city: 'Hyderabad' }), {
      city: 'Hyderabad',
      cityKey: 'hyderabad',
    })
  })
})
