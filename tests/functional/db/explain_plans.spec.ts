import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import FeaturedListings from '#services/listings/featured_listings'
import { termRowsOfRecord } from '#services/listings/search_terms'
import { textSearchSettings } from '#services/listings/property_text_search'
import { benchRows } from '#services/bench/bench_listings'
import { benchUnitRows, benchVentureRows } from '#services/bench/bench_ventures'
import { UserFactory } from '#database/factories/user_factory'
import { emptyTables } from '#tests/helpers/db'
import { captureQueries, explain, type TableRead } from '#tests/helpers/query_plans'

/**
 * Issue 28: no request-path query scans a large table. The routes of public
 * search, a listing, the venture list and a venture's units, the admin tables
 * and the dashboard run against a few thousand committed rows (multi-row
 * inserts, then ANALYZE, so the optimizer costs them as it does at scale);
 * every SELECT they send is explained, and a test fails when a read of a
 * large table is a full scan (MySQL type ALL, SQLite a SCAN without an
 * index), when public search reads an admin index (the regression of issue
 * 28: MariaDB walked properties_admin_price_idx over 475,000 rows), or when a
 * sorted public page sorts its rows instead of reading them in index order.
 * SQLite runs the same checks on EXPLAIN QUERY PLAN.
 */
const LARGE = new Set([
  'properties',
  'property_search_terms',
  'ventures',
  'users',
  'leads',
  'bookings',
  'audit_logs',
])
const LISTINGS = 2_500
const VENTURES = 1_200
const UNITS = 2
const ROWS = 1_200

type Rules = {
  /**
   * The first column of every index a read of this table may use (PRIMARY
   * leads with id). Public search: country_code, its own first filter, never
   * an index of the admin panel that leads with deleted_at or a column the
   * public query does not filter on.
   */
  leads?: Partial<Record<string, string[]>>
  /** A page (ORDER BY … LIMIT) sorted by an indexed column reads it in order: no sort of the properties or ventures read. */
  ordered?: boolean
}

const seeded = { listing: 0, venture: 0, owner: 0, adminToken: '', ownerToken: '' }

async function seed() {
  const connection = db.connection()
  const mysql = connection.dialect.name === 'mysql'
  const now = '2026-11-01 00:00:00'
  const owner = await UserFactory.merge({ role: 'partner' }).create()
  const admin = await UserFactory.apply('admin').create()
  seeded.owner = owner.id
  const ownerToken = await User.accessTokens.create(owner)
  const adminAccess = await User.accessTokens.create(admin)
  seeded.ownerToken = ownerToken.value!.release()
  seeded.adminToken = adminAccess.value!.release()

  const users = Array.from({ length: ROWS }, (_, i) => ({
    name: `Plan User ${i}`,
    email: `plan${i}@plans.example`,
    phone: `+91 9${String(i).padStart(9, '0')}`,
    country_code: 'IN',
    password: 'x',
    role: ['customer', 'partner', 'agent'][i % 3],
    agent_code: `P${String(i).padStart(7, '0')}`,
    credits: 0,
    wallet_balance_paise: 0,
    created_at: now,
    updated_at: now,
  }))
  for (let i = 0; i < users.length; i += 500)
    await db.table('users').multiInsert(users.slice(i, i + 500))

  // Listings of many owners, 50 each (the token's owner has the first 50), as on a real marketplace.
  const others = await db.from('users').where('email', 'like', '%@plans.example').limit(LISTINGS)
  const owners = [owner.id, ...others.map((user: { id: number }) => user.id)]
  const listings = Array.from({ length: LISTINGS / 50 }, (_, k) =>
    benchRows(50, owners[k], k * 50)
  ).flat()
  for (let i = 0; i < listings.length; i += 500)
    await db.table('properties').multiInsert(listings.slice(i, i + 500))
  const rows = await db
    .from('properties')
    .whereNotNull('published_at')
    .select('id', 'title', 'location', 'description', 'country_code', 'published_at')
  const terms = rows.flatMap(termRowsOfRecord)
  for (let i = 0; i < terms.length; i += 500)
    await db.table('property_search_terms').multiInsert(terms.slice(i, i + 500))
  const live = await db.from('properties').where('listing_state', 'active').orderBy('id').first()
  seeded.listing = live.id

  // Ventures of another builder: the token's owner has 50 listings of thousands.
  const ventureRows = benchVentureRows(VENTURES, owners[1], 0, UNITS)
  for (let i = 0; i < ventureRows.length; i += 200)
    await db.table('ventures').multiInsert(ventureRows.slice(i, i + 200))
  const ventures = await db.from('ventures').orderBy('id')
  const towerRows = ventures.map((v: any) => ({
    venture_id: v.id,
    name: 'Tower A',
    floors: Math.ceil(UNITS / 4),
    units_per_floor: 4,
    tower_type: 'residential',
    created_at: now,
    updated_at: now,
  }))
  for (let i = 0; i < towerRows.length; i += 500)
    await db.table('towers').multiInsert(towerRows.slice(i, i + 500))
  const towerIds = await db.from('towers').select('id', 'venture_id')
  const towers = new Map(towerIds.map((tower: any) => [tower.venture_id, tower.id] as const))
  const units = ventures.flatMap((v: any) => benchUnitRows(v, towers.get(v.id)!, UNITS))
  for (let i = 0; i < units.length; i += 500)
    await db.table('properties').multiInsert(units.slice(i, i + 500))
  seeded.venture = ventures.find((v: any) => v.is_public && v.country_code === 'IN').id

  const firstListing = seeded.listing
  // SQLite inserts many rows as one compound SELECT, of at most 500 terms.
  const insert = async (table: string, make: (i: number) => Record<string, unknown>) => {
    const all = Array.from({ length: ROWS }, (_, i) => make(i))
    for (let i = 0; i < all.length; i += 400)
      await db.table(table).multiInsert(all.slice(i, i + 400))
  }
  await insert('leads', (i) => ({
    owner_id: i % 4 === 0 ? owner.id : admin.id,
    property_id: firstListing + (i % 300),
    contact_name: `Lead ${i}`,
    contact_phone: `+91 8${String(i).padStart(9, '0')}`,
    contact_email: `lead${i}@plans.example`,
    message: 'Is this still available?',
    status: 'new',
    source: 'property_contact',
    enquiry_count: 1,
    created_at: now,
    updated_at: now,
  }))
  await insert('bookings', (i) => ({
    property_id: firstListing + (i % 300),
    user_id: owner.id,
    amount: 50_000 + (i % 100) * 1000,
    payment_id: `pay_${String(i).padStart(14, '0')}`,
    status: ['pending', 'completed', 'cancelled'][i % 3],
    created_at: now,
    updated_at: now,
  }))
  await insert('audit_logs', (i) => ({
    actor_id: admin.id,
    actor_label: admin.email,
    action: 'user.role',
    target_type: 'user',
    target_id: i + 1,
    target_label: `plan${i}@plans.example`,
    before: '{"role":"customer"}',
    after: '{"role":"agent"}',
    created_at: now,
  }))
  await connection.rawQuery(mysql ? `ANALYZE TABLE ${[...LARGE, 'towers'].join(', ')}` : 'ANALYZE')
}

/** The first column of each index of a table (PRIMARY: id; SQLite's rowid primary key too). */
async function indexLeads(table: string): Promise<Map<string, string>> {
  const connection = db.connection()
  const leads = new Map<string, string>([['PRIMARY', 'id']])
  if (connection.dialect.name === 'mysql') {
    const [rows] = await connection.rawQuery(
      'SELECT INDEX_NAME AS name, COLUMN_NAME AS col FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND SEQ_IN_INDEX = 1',
      [table]
    )
    for (const row of rows) leads.set(row.name, row.col)
    return leads
  }
  const indexes = await connection.rawQuery(`PRAGMA index_list(${table})`)
  for (const { name } of indexes) {
    const [first] = await connection.rawQuery(`PRAGMA index_info(${name})`)
    if (first) leads.set(name, first.name)
  }
  return leads
}

/** Every read of a large table the work's SELECTs make, checked against the rules; returns what broke them. */
async function planProblems(work: () => Promise<unknown>, rules: Rules = {}) {
  const problems: string[] = []
  const queries = await captureQueries(work)
  let largeReads = 0
  for (const query of queries) {
    const plan = await explain(query)
    const reads: TableRead[] = plan.filter((read) => LARGE.has(read.table))
    largeReads += reads.length
    for (const read of reads) {
      const allowed = rules.leads?.[read.table]
      const leads = allowed && read.key ? await indexLeads(read.table) : null
      const wrongIndex =
        leads && read.type !== 'fulltext'
          ? read.key!.split(',').find((key) => !allowed!.includes(leads.get(key) ?? ''))
          : undefined
      const why =
        read.type === 'ALL'
          ? `full scan of ${read.table}`
          : wrongIndex
            ? `${read.table} read through ${wrongIndex} (leads with ${leads!.get(wrongIndex)}, not ${allowed!.join(' or ')})`
            : rules.ordered &&
                read.filesort &&
                /\border by\b.*\blimit\b/is.test(query.sql) &&
                ['properties', 'ventures'].includes(read.table)
              ? `${read.table} sorted after reading instead of read in index order`
              : null
      if (why) problems.push(`${why}\n    plan: ${read.line}\n    sql: ${query.sql}`)
    }
  }
  return { problems, queries: queries.length, largeReads }
}

async function expectIndexed(assert: any, work: () => Promise<unknown>, rules: Rules = {}) {
  const { problems, queries, largeReads } = await planProblems(work, rules)
  assert.isAbove(queries, 0, 'the request sent no query')
  assert.isAbove(largeReads, 0, 'no read of a large table was explained')
  assert.deepEqual(problems, [], problems.join('\n'))
}

async function get(
  client: ApiClient,
  name: string,
  params: Record<string, unknown> = {},
  qs: Record<string, unknown> = {},
  token?: string
) {
  const request = client.get(urlFor(name as any, params as any, { qs }))
  const response = await (token ? request.bearerToken(token) : request)
  response.assertStatus(200)
  return response
}

/** Public property and venture reads lead with the country (or read rows by id). */
const PUBLIC: Rules = {
  leads: { properties: ['country_code', 'id'], ventures: ['country_code', 'id'] },
}
/** The venture list also counts the units of its cards, by venture. */
const VENTURE_LIST: Rules = {
  leads: { properties: ['venture_id'], ventures: ['country_code', 'id', 'city'] },
}
/** A venture's units are read by venture. */
const VENTURE_UNITS: Rules = { leads: { properties: ['venture_id'], ventures: ['id'] } }

const SEARCHES: { name: string; qs: Record<string, unknown>; ordered?: boolean }[] = [
  { name: 'latest', qs: {}, ordered: true },
  {
    name: 'apartment, 2 BHK, 50L-1Cr',
    qs: { property_type: 'apartment', bedrooms: 2, min_price: 5_000_000, max_price: 10_000_000 },
  },
  { name: 'city Hyderabad, price low to high', qs: { city: 'Hyderabad', sort: 'price_low' } },
  { name: 'price high to low', qs: { sort: 'price_high' }, ordered: true },
  { name: 'largest first', qs: { sort: 'area_large' }, ordered: true },
  {
    name: 'state Karnataka, available, largest',
    qs: { state: 'Karnataka', status: 'available', sort: 'area_large' },
  },
  { name: 'apartments (the count)', qs: { property_type: 'apartment' } },
  { name: 'text "gachibowli"', qs: { search: 'gachibowli' } },
  { name: 'text "kondapur", price low to high', qs: { search: 'kondapur', sort: 'price_low' } },
  { name: 'text "metro" with 2 BHK', qs: { search: 'metro', bedrooms: 2 } },
  { name: 'text "gachi" (a prefix)', qs: { search: 'gachi' } },
]

test.group('Query plans of the request paths (issue 28)', (group) => {
  group.setup(async () => {
    await seed()
    return () => emptyTables()
  })
  group.each.setup(() => limiter.clear())
  group.each.setup(() => {
    // A common word drives its text search by listing order with a few thousand rows too.
    const before = textSearchSettings.frequencyProbe
    textSearchSettings.frequencyProbe = 50
    return () => {
      textSearchSettings.frequencyProbe = before
    }
  })

  test('public search: {name}')
    .with(SEARCHES)
    .run(async ({ client, assert }, { qs, ordered }) => {
      await expectIndexed(assert, () => get(client, 'api.properties.index', {}, qs), {
        ...PUBLIC,
        ordered,
      })
    })

  test('a keyset page further down the latest listings', async ({ client, assert }) => {
    const first = await get(client, 'api.properties.index', {}, { limit: 50 })
    const cursor = first.body().meta.next_cursor ?? first.body().meta.nextCursor
    assert.isString(cursor)
    await expectIndexed(
      assert,
      () => get(client, 'api.properties.index', {}, { limit: 50, cursor }),
      { ...PUBLIC, ordered: true }
    )
  })

  test("home's newest listings and a listing's detail", async ({ client, assert }) => {
    await expectIndexed(assert, () => new FeaturedListings().handle('IN'), {
      ...PUBLIC,
      ordered: true,
    })
    await expectIndexed(
      assert,
      () => get(client, 'api.properties.show', { id: seeded.listing }),
      PUBLIC
    )
  })

  test('venture list: {name}')
    .with([
      { name: 'latest', qs: {} },
      { name: 'price low to high', qs: { sort: 'price_low_high' } },
      { name: 'name A-Z', qs: { sort: 'name_asc' } },
      { name: 'city Hyderabad', qs: { city: 'Hyderabad' } },
    ])
    .run(async ({ client, assert }, { qs }) => {
      await expectIndexed(assert, () => get(client, 'api.ventures.index', {}, qs), {
        ...VENTURE_LIST,
        ordered: true,
      })
    })

  test("a venture's units", async ({ client, assert }) => {
    await expectIndexed(
      assert,
      () => get(client, 'api.ventures.units', { id: seeded.venture }),
      VENTURE_UNITS
    )
  })

  test('admin table: {name}')
    .with([
      { name: 'users', route: 'api.admin.users.index', qs: {} },
      { name: 'listings', route: 'api.admin.properties.index', qs: {} },
      { name: 'listings by price', route: 'api.admin.properties.index', qs: { sort: 'price' } },
      { name: 'listings, search', route: 'api.admin.properties.index', qs: { q: 'Kondapur' } },
      { name: 'ventures', route: 'api.admin.ventures.index', qs: {} },
      { name: 'users, search by name', route: 'api.admin.users.index', qs: { q: 'plan user 77' } },
      { name: 'users, search by phone', route: 'api.admin.users.index', qs: { q: '90000 00777' } },
      { name: 'leads', route: 'api.admin.leads.index', qs: {} },
      {
        name: 'leads, search by e-mail',
        route: 'api.admin.leads.index',
        qs: { q: 'lead77@plans' },
      },
      { name: 'leads, search by phone', route: 'api.admin.leads.index', qs: { q: '8000000777' } },
      { name: 'bookings', route: 'api.admin.bookings.index', qs: {} },
      { name: 'audit log', route: 'api.admin.audit_logs.index', qs: {} },
    ])
    .run(async ({ client, assert }, { route, qs }) => {
      await expectIndexed(assert, () => get(client, route, {}, qs, seeded.adminToken))
    })

  test('dashboard: {name}')
    .with([
      { name: 'an owner’s counts', route: 'api.dashboard.stats', admin: false },
      { name: 'an owner’s leads', route: 'api.leads.index', admin: false },
      { name: 'an admin’s counts', route: 'api.dashboard.stats', admin: true },
      { name: 'an admin’s leads', route: 'api.leads.index', admin: true },
    ])
    .run(async ({ client, assert }, { route, admin }) => {
      const token = admin ? seeded.adminToken : seeded.ownerToken
      await expectIndexed(assert, () => get(client, route, {}, {}, token))
    })
})
