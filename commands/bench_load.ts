import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The load benchmark (issue 28): seeds a catalog into a *bench* database
 * (1,000,000 listings, 2,000 ventures with 200,000 units, 100,000 users,
 * 500,000 leads by default; each table reused while its count matches),
 * serves the production build pinned to one core, and drives the mix of
 * app/services/bench/load_mix.ts from a second process pinned to the other
 * (bin/load_generator.js: open loop at a fixed rate, latencies from each
 * request's due time). Prints, per route, the unloaded p50/p95 and the
 * in-mix p50/p95/p99, next to the route's floor (its SQL through mysql2;
 * /health for the framework), and writes the table with the machine and
 * the commit to --out. Not a test: docs/benchmarks.md "Under load".
 *
 *   DB_CONNECTION=mysql DB_DATABASE=dreamhomes_bench_load node ace bench:load
 *   ... node ace bench:load --processes=2            (Node cluster)
 *   ... node ace bench:load --soak                   (10 minutes at 100 req/s, memory sampled)
 */
export default class BenchLoad extends BaseCommand {
  static commandName = 'bench:load'
  static description = 'Serve the production build under a realistic mix at a fixed rate'
  static options: CommandOptions = { startApp: true, staysAlive: false }

  @flags.number({ description: 'Listings', default: 1_000_000 })
  declare properties: number

  @flags.number({ description: 'Ventures', default: 2_000 })
  declare ventures: number

  @flags.number({ description: 'Units per venture', default: 100 })
  declare units: number

  @flags.number({ description: 'Units of the one large venture', default: 2_000 })
  declare bigUnits: number

  @flags.number({ description: 'Users', default: 100_000 })
  declare users: number

  @flags.number({ description: 'Leads', default: 500_000 })
  declare leads: number

  @flags.number({ description: 'Requests per second of the mix', default: 200 })
  declare rate: number

  @flags.number({ description: 'Seconds measured', default: 60 })
  declare duration: number

  @flags.number({ description: 'Seconds of warm-up before measuring', default: 10 })
  declare warmup: number

  @flags.number({ description: 'Server processes (more than 1: bin/cluster.js)', default: 1 })
  declare processes: number

  @flags.string({ description: 'Cores of the server (taskset)', default: '0' })
  declare serverCores: string

  @flags.string({ description: 'Cores of the load generator (taskset)', default: '1' })
  declare generatorCores: string

  @flags.number({ description: 'Sequential requests per route, unloaded', default: 30 })
  declare runs: number

  @flags.boolean({ description: 'Build first (npm run build); else build/ is reused' })
  declare build: boolean

  @flags.boolean({ description: 'Seed, then stop' })
  declare seedOnly: boolean

  @flags.boolean({ description: '10 minutes at 100 req/s, resident memory every 10 s' })
  declare soak: boolean

  @flags.string({
    description: 'Markdown file the results go to',
    default: 'docs/results/bench-load.md',
  })
  declare out: string

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: hash } = await import('@adonisjs/core/services/hash')
    const { benchOwner, openBenchDatabase } = await import('#services/bench/bench_support')
    const { seedLoadCatalog, LOAD_PASSWORD, loadUserEmail } =
      await import('#services/bench/load_catalog')
    const bench = openBenchDatabase(db, this)
    if (!bench) return
    await this.kernel.exec('migration:run', ['--force'])
    // Master data (property types, the location tree): the search validators read them.
    await this.kernel.exec('db:seed', [])
    const owner = await benchOwner(db)
    const seconds = await seedLoadCatalog(
      db,
      owner,
      {
        properties: this.properties,
        ventures: this.ventures,
        unitsPerVenture: this.units,
        bigVentureUnits: this.bigUnits,
        users: this.users,
        leads: this.leads,
      },
      bench.dialect,
      await hash.make(LOAD_PASSWORD),
      (message) => this.logger.info(message)
    )
    this.logger.info(`catalog ready in ${seconds.toFixed(0)} s`)
    if (this.seedOnly) return

    const samples = await this.#samples(db, owner)
    const { loadMix } = await import('#services/bench/load_mix')
    const routes = loadMix({ ...samples, password: LOAD_PASSWORD })
    const visitors = Array.from({ length: Math.min(this.users, 1000) }, (_, i) => loadUserEmail(i))

    const { measureFloors } = await import('#services/bench/load_floors')
    this.logger.info('floors: the SQL of each data route through the driver')
    const floors = await measureFloors(this.app, db, routes, this.runs)

    const { runLoad } = await import('#services/bench/load_run')
    const result = await runLoad({
      command: this,
      routes,
      visitors,
      database: this.#databaseEnv(db),
      rate: this.soak ? 100 : this.rate,
      duration: this.soak ? 600 : this.duration,
      warmup: this.warmup,
      processes: this.processes,
      serverCores: this.serverCores,
      generatorCores: this.generatorCores,
      runs: this.runs,
      build: this.build,
      sampleMemory: true,
    })
    const { loadReport } = await import('#services/bench/load_report')
    const report = await loadReport(db, {
      catalog: `${this.properties.toLocaleString('en')} listings, ${this.ventures.toLocaleString('en')} ventures × ${this.units} units (+1 × ${this.bigUnits}), ${this.users.toLocaleString('en')} users, ${this.leads.toLocaleString('en')} leads; seeded or reused in ${seconds.toFixed(0)} s`,
      command: `node ace bench:load ${process.argv.slice(3).join(' ')}`.trim(),
      floors,
      result,
      processes: this.processes,
    })
    console.log(report)
    const { mkdir, writeFile } = await import('node:fs/promises')
    const { dirname } = await import('node:path')
    const out = this.app.makePath(this.out)
    await mkdir(dirname(out), { recursive: true })
    await writeFile(out, report)
    this.logger.info(`written to ${this.out}`)
  }

  /** The server's database settings: the ones this command runs on. */
  #databaseEnv(db: any): Record<string, string> {
    const config = db.manager.get(db.primaryConnectionName).config
    if (config.client !== 'mysql2')
      return { DB_CONNECTION: 'sqlite', SQLITE_PATH: config.connection.filename }
    const c = config.connection
    return {
      DB_CONNECTION: 'mysql',
      DB_HOST: String(c.host),
      DB_PORT: String(c.port),
      DB_USER: String(c.user),
      DB_PASSWORD: String(c.password ?? ''),
      DB_DATABASE: String(c.database),
    }
  }

  /** Live listings and public ventures spread over the catalog, and the large venture. */
  async #samples(db: any, owner: number) {
    const listings = await db
      .from('properties')
      .where('owner_id', owner)
      .whereNull('venture_id')
      .where('listing_state', 'active')
      .whereRaw('MOD(id, ?) = 0', [Math.max(1, Math.floor(this.properties / 500))])
      .limit(500)
      .select('id')
    const ventures = await db
      .from('ventures')
      .where('owner_id', owner)
      .where('is_public', true)
      .select('id', 'unit_count')
    const big = ventures.find((v: any) => Number(v.unit_count) === this.bigUnits)
    return {
      listings: listings.map((row: any) => Number(row.id)),
      ventures: ventures.map((row: any) => Number(row.id)),
      bigVenture: Number(big?.id ?? ventures[0]?.id),
    }
  }
}
