import { benchRows } from '#services/bench/bench_listings'
import { indexBenchTerms } from '#services/bench/bench_terms'
import { benchVentureRows, insertBenchVentures } from '#services/bench/bench_ventures'

/** The catalog bench:load serves (issue 28): its sizes, each reused while its count matches. */
export type LoadCatalog = {
  properties: number
  ventures: number
  unitsPerVenture: number
  /** The units of the one large venture (its page and seat map under load). */
  bigVentureUnits: number
  users: number
  leads: number
}

/** The seeded visitors' password: bench:load signs them in. */
export const LOAD_PASSWORD = 'bench-load-password'
const USER_DOMAIN = 'load.bench.dreamhomes.example'
export const loadUserEmail = (i: number) => `visitor${i}@${USER_DOMAIN}`

type Log = (message: string) => void

const stamp = (i: number) =>
  new Date(Date.UTC(2025, 0, 1) + i * 30_000).toISOString().slice(0, 19).replace('T', ' ')

async function countOf(query: any): Promise<number> {
  const [{ total }] = await query.count('* as total')
  return Number(total)
}

async function seedUsers(db: any, count: number, passwordHash: string, log: Log) {
  const mine = () => db.from('users').where('email', 'like', `%@${USER_DOMAIN}`)
  if ((await countOf(mine())) === count) return false
  log(`users: seeding ${count.toLocaleString()}`)
  await mine().delete()
  for (let from = 0; from < count; from += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - from) }, (_, k) => {
      const i = from + k
      return {
        name: `Visitor ${i}`,
        email: loadUserEmail(i),
        phone: `+91 7${String(i).padStart(9, '0')}`,
        country_code: i % 10 === 9 ? 'US' : 'IN',
        password: passwordHash,
        role: ['customer', 'customer', 'partner', 'agent'][i % 4],
        agent_code: `L${String(i).padStart(7, '0')}`,
        credits: 0,
        wallet_balance_paise: 0,
        created_at: stamp(i),
        updated_at: stamp(i),
      }
    })
    await db.table('users').multiInsert(rows)
  }
  return true
}

async function seedListings(db: any, owner: number, count: number, log: Log) {
  const mine = () => db.from('properties').where('owner_id', owner).whereNull('venture_id')
  if ((await countOf(mine())) === count) return false
  log(`listings: seeding ${count.toLocaleString()}`)
  await db.from('leads').where('owner_id', owner).delete()
  await db.from('property_search_terms').delete()
  await mine().delete()
  for (let done = 0; done < count; done += 2000) {
    const rows = benchRows(Math.min(2000, count - done), owner, done)
    await db.transaction(async (trx: any) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx.table('properties').multiInsert(rows.slice(i, i + 500))
    })
    if (done % 100_000 === 0) log(`  ${done.toLocaleString()} listings`)
  }
  return true
}

async function seedVentures(db: any, owner: number, catalog: LoadCatalog, log: Log) {
  const mine = () => db.from('ventures').where('owner_id', owner)
  const big = await mine().where('unit_count', catalog.bigVentureUnits).first()
  if ((await countOf(mine())) === catalog.ventures && big) return false
  log(
    `ventures: seeding ${catalog.ventures.toLocaleString()} (${catalog.unitsPerVenture} units each, one with ${catalog.bigVentureUnits})`
  )
  await db.from('properties').where('owner_id', owner).whereNotNull('venture_id').delete()
  await db
    .from('towers')
    .whereIn('venture_id', db.from('ventures').where('owner_id', owner).select('id'))
    .delete()
  await mine().delete()
  const others = catalog.ventures - 1
  for (let done = 0; done < others; done += 200) {
    const rows = benchVentureRows(
      Math.min(200, others - done),
      owner,
      done,
      catalog.unitsPerVenture
    )
    await db.transaction((trx: any) =>
      insertBenchVentures(trx, rows, owner, catalog.unitsPerVenture)
    )
  }
  const [bigRow] = benchVentureRows(1, owner, others, catalog.bigVentureUnits)
  await db.transaction((trx: any) =>
    insertBenchVentures(
      trx,
      [{ ...bigRow, is_public: true, country_code: 'IN' }],
      owner,
      catalog.bigVentureUnits
    )
  )
  return true
}

async function seedLeads(db: any, owner: number, count: number, log: Log) {
  const mine = () => db.from('leads').where('owner_id', owner)
  // The mix's enquiries add leads of their own ('Load Visitor'): only the seeded ones ('Lead <n>') are counted.
  if ((await countOf(mine().where('contact_name', 'like', 'Lead %'))) === count) return false
  log(`leads: seeding ${count.toLocaleString()}`)
  await mine().delete()
  const listings = await db
    .from('properties')
    .where('owner_id', owner)
    .whereNull('venture_id')
    .orderBy('id')
    .limit(10_000)
    .select('id')
  for (let from = 0; from < count; from += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - from) }, (_, k) => {
      const i = from + k
      return {
        owner_id: owner,
        property_id: listings[i % listings.length].id,
        contact_name: `Lead ${i}`,
        contact_phone: `+91 8${String(i).padStart(9, '0')}`,
        contact_email: `lead${i}@example.com`,
        message: 'Is this still available? I would like to visit this weekend.',
        status: ['new', 'contacted', 'qualified', 'closed'][i % 4],
        source: 'property_contact',
        enquiry_count: 1,
        created_at: stamp(i),
        updated_at: stamp(i),
      }
    })
    await db.table('leads').multiInsert(rows)
  }
  return true
}

/**
 * Seeds (or keeps, table by table, while the counts match) the catalog of
 * bench:load into the bench database: listings of `owner` with their search
 * terms, ventures with a tower and units each plus one large venture, the
 * visitors who sign in, and leads. Returns the seconds it took.
 */
export async function seedLoadCatalog(
  db: any,
  owner: number,
  catalog: LoadCatalog,
  dialect: string,
  passwordHash: string,
  log: Log
): Promise<number> {
  const started = Date.now()
  const fulltext = 'properties_text_idx'
  const listingsChanged =
    (await countOf(db.from('properties').where('owner_id', owner).whereNull('venture_id'))) !==
    catalog.properties
  // MySQL: the FULLTEXT index is built once after the rows, not kept up to date row by row.
  const hasFulltext = async () =>
    dialect === 'mysql' &&
    (await countOf(
      db
        .from('information_schema.statistics')
        .whereRaw('table_schema = DATABASE()')
        .where('table_name', 'properties')
        .where('index_name', fulltext)
    )) > 0
  if (listingsChanged && (await hasFulltext()))
    await db.rawQuery(`ALTER TABLE properties DROP INDEX ${fulltext}`)
  await seedUsers(db, catalog.users, passwordHash, log)
  const listings = await seedListings(db, owner, catalog.properties, log)
  const ventures = await seedVentures(db, owner, catalog, log)
  if (listings || ventures) {
    log('search terms: indexing')
    await db.from('property_search_terms').delete()
    await indexBenchTerms(db, owner, dialect)
  }
  await seedLeads(db, owner, catalog.leads, log)
  if (dialect === 'mysql' && !(await hasFulltext()))
    await db.rawQuery(
      `ALTER TABLE properties ADD FULLTEXT INDEX ${fulltext} (title, location, description)`
    )
  await db.rawQuery(
    dialect === 'mysql'
      ? 'ANALYZE TABLE users, properties, ventures, towers, leads, property_search_terms'
      : 'ANALYZE'
  )
  return (Date.now() - started) / 1000
}
