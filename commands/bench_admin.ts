import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Admin tables benchmark (issue 16: "stay fast with 100,000 rows"): seeds N
 * users, listings, leads, bookings and audit rows into a *bench* database and
 * reports p50/p95 of each admin table's first page, a deep page, a sort and
 * a search, through the same service the panel uses (adminList). Not a test:
 * run by hand, see docs/admin.md.
 *
 *   DB_CONNECTION=mysql DB_DATABASE=dreamhomes_bench_admin node ace bench:admin --count=100000
 */
export default class BenchAdmin extends BaseCommand {
  static commandName = 'bench:admin'
  static description = 'Benchmark the admin panel tables on a seeded bench database'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Rows per table to seed', default: 100_000 })
  declare count: number

  @flags.number({ description: 'Timed runs per query', default: 20 })
  declare runs: number

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { adminList } = await import('#services/admin/admin_tables')
    const { benchOwner, fmt, openBenchDatabase, timeRuns } =
      await import('#services/bench/bench_support')
    const { benchRows } = await import('#services/bench/bench_listings')
    const bench = openBenchDatabase(db, this)
    if (!bench) return
    await this.kernel.exec('migration:run', ['--force'])
    const owner = await benchOwner(db)
    const have = async (table: string) => {
      const row = await db.from(table).count('* as total').first()
      return Number(row.total)
    }
    const batches = async (
      table: string,
      make: (from: number, size: number) => Record<string, unknown>[]
    ) => {
      const missing = this.count - (await have(table)) + (table === 'users' ? 1 : 0)
      for (let done = 0; done < missing; done += 1000)
        await db.table(table).multiInsert(make(done, Math.min(1000, missing - done)))
    }
    const stamp = (i: number) =>
      new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString().slice(0, 19).replace('T', ' ')
    const started = Date.now()
    await batches('users', (from, size) =>
      Array.from({ length: size }, (_, k) => {
        const i = from + k
        return {
          name: `Bench User ${i}`,
          email: `user${i}@bench.dreamhomes.example`,
          phone: `+91 9${String(i).padStart(9, '0')}`,
          country_code: 'IN',
          password: 'x',
          role: ['customer', 'partner', 'agent'][i % 3],
          agent_code: `B${String(i).padStart(7, '0')}`,
          credits: 0,
          wallet_balance_paise: 0,
          created_at: stamp(i),
          updated_at: stamp(i),
        }
      })
    )
    await batches('properties', (from, size) => benchRows(size, owner, from))
    const lowest = await db.from('properties').min('id as id').first()
    const firstListing = Number(lowest.id)
    await batches('leads', (from, size) =>
      Array.from({ length: size }, (_, k) => {
        const i = from + k
        return {
          owner_id: owner,
          property_id: firstListing + (i % 1000),
          contact_name: `Lead ${i}`,
          contact_phone: `+91 8${String(i).padStart(9, '0')}`,
          contact_email: `lead${i}@example.com`,
          message: 'Is this still available? I would like to visit this weekend.',
          status: 'new',
          source: 'property_contact',
          enquiry_count: 1,
          created_at: stamp(i),
          updated_at: stamp(i),
        }
      })
    )
    await batches('bookings', (from, size) =>
      Array.from({ length: size }, (_, k) => {
        const i = from + k
        return {
          property_id: firstListing + (i % 1000),
          user_id: owner,
          amount: 50_000 + (i % 100) * 1000,
          payment_id: `pay_${String(i).padStart(14, '0')}`,
          status: ['pending', 'completed', 'cancelled'][i % 3],
          created_at: stamp(i),
          updated_at: stamp(i),
        }
      })
    )
    await batches('audit_logs', (from, size) =>
      Array.from({ length: size }, (_, k) => {
        const i = from + k
        return {
          actor_id: owner,
          actor_label: 'bench@bench.dreamhomes.example',
          action: 'user.role',
          target_type: 'user',
          target_id: i + 1,
          target_label: `user${i}@bench.dreamhomes.example`,
          before: '{"role":"customer"}',
          after: '{"role":"agent"}',
          created_at: stamp(i),
        }
      })
    )
    this.logger.info(
      `seeded ${this.count} rows per table in ${((Date.now() - started) / 1000).toFixed(1)} s`
    )

    const deep = Math.floor(this.count / 25 / 2)
    const cases: [string, Parameters<typeof adminList>[0], Parameters<typeof adminList>[1]][] = [
      ['users: first page (newest)', 'users', { page: 1, perPage: 25 }],
      [`users: page ${deep}`, 'users', { page: deep, perPage: 25 }],
      ['users: sort by name', 'users', { page: 1, perPage: 25, sort: 'name', dir: 'asc' }],
      ['users: search "user4242"', 'users', { page: 1, perPage: 25, q: 'user4242' }],
      ['users: search "9000004242" (phone)', 'users', { page: 1, perPage: 25, q: '9000004242' }],
      ['properties: first page', 'properties', { page: 1, perPage: 25, show: 'all' }],
      [
        'properties: sort by price',
        'properties',
        { page: 1, perPage: 25, sort: 'price', dir: 'desc' },
      ],
      ['properties: search "Kondapur"', 'properties', { page: 1, perPage: 25, q: 'Kondapur' }],
      ['leads: first page', 'leads', { page: 1, perPage: 25 }],
      ['leads: search "Lead 777"', 'leads', { page: 1, perPage: 25, q: 'Lead 777' }],
      [
        'leads: search "lead777@example.com"',
        'leads',
        { page: 1, perPage: 25, q: 'lead777@example.com' },
      ],
      [
        'leads: search "+91 80000 00777" (phone)',
        'leads',
        { page: 1, perPage: 25, q: '+91 80000 00777' },
      ],
      ['bookings: first page', 'bookings', { page: 1, perPage: 25 }],
      [
        'bookings: sort by amount',
        'bookings',
        { page: 1, perPage: 25, sort: 'amount', dir: 'desc' },
      ],
      ['audit: first page', 'audit', { page: 1, perPage: 25 }],
      ['audit: one actor', 'audit', { page: 1, perPage: 25, actor: String(owner) }],
    ]
    this.logger.info(
      `${bench.target}: p50 / p95 ms over ${this.runs} runs (each includes the page's COUNT(*))`
    )
    for (const [name, table, query] of cases) {
      const [p50, p95] = await timeRuns(() => adminList(table, query), this.runs)
      this.logger.info(`${name.padEnd(34)} ${fmt(p50).padStart(8)} ${fmt(p95).padStart(8)}`)
    }
  }
}
