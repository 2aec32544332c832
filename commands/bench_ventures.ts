import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Venture benchmark (issue 14): seeds N ventures with M units each into a
 * *bench* database and reports p50/p95 of the venture list with each filter
 * group, and of one venture's units, through the app (VentureSearch, Lucid
 * models, unit counts) and the same SQL run raw, with the ratio. Not a test:
 * run it by hand, see docs/ventures.md.
 *
 *   DB_CONNECTION=mysql DB_DATABASE=dreamhomes_bench node ace bench:ventures --count=20000 --units=25
 */
export default class BenchVentures extends BaseCommand {
  static commandName = 'bench:ventures'
  static description = 'Benchmark the venture list and a venture’s units on a seeded bench database'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Ventures to seed', default: 20_000 })
  declare count: number

  @flags.number({ description: 'Units per venture', default: 25 })
  declare units: number

  @flags.number({ description: 'Timed runs per query', default: 40 })
  declare runs: number

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: VentureSearch } = await import('#services/ventures/venture_search')
    const { unitsOf, unitsQuery, withCounts } = await import('#services/ventures/venture_reads')
    const { countsByVentureQuery } = await import('#services/ventures/unit_counts')
    const { benchOwner, fmt, openBenchDatabase, timeRuns } =
      await import('#services/bench/bench_support')
    const bench = openBenchDatabase(db, this)
    if (!bench) return
    const { connection, dialect } = bench
    const time = async (fn: () => Promise<unknown>) => {
      const runs = await timeRuns(fn, this.runs)
      return runs.slice(0, 2) as [number, number]
    }
    await this.kernel.exec('migration:run', ['--force'])
    const owner = await benchOwner(db)
    const [{ total }] = await db.from('ventures').where('owner_id', owner).count('* as total')
    if (Number(total) !== this.count) await this.#seed(db, owner, dialect)

    const search = new VentureSearch()
    const sample = await db
      .from('ventures')
      .where('owner_id', owner)
      .where('is_public', true)
      .where('country_code', 'IN')
      .orderBy('id')
      .offset(Math.floor(this.count / 3))
      .first()
    const { default: Venture } = await import('#models/venture')
    const venture = await Venture.findOrFail(sample.id)
    const cases: { name: string; filters: any }[] = [
      { name: 'latest, no filter (IN)', filters: { country: 'IN' } },
      { name: 'search "skyline"', filters: { country: 'IN', search: 'skyline' } },
      { name: 'location Hyderabad', filters: { country: 'IN', city: 'Hyderabad' } },
      {
        name: 'investment type luxury_residential',
        filters: { country: 'IN', venture_type: 'luxury_residential' },
      },
      {
        name: 'property types villa or plot',
        filters: { country: 'IN', property_types: ['villa', 'plot'] },
      },
      { name: 'builder prestige_group', filters: { country: 'IN', builder: 'prestige_group' } },
      { name: 'unit configs 3bhk', filters: { country: 'IN', unit_configs: ['3bhk'] } },
      {
        name: 'amenities pool + gym',
        filters: { country: 'IN', amenities: ['swimming_pool', 'gym_fitness'] },
      },
      { name: 'project size boutique', filters: { country: 'IN', project_size: 'boutique' } },
      { name: 'possession 1 year', filters: { country: 'IN', possession_timeline: '1_year' } },
      { name: 'approvals rera', filters: { country: 'IN', approvals: ['rera_approved'] } },
      { name: 'status ready_to_move', filters: { country: 'IN', status: 'ready_to_move' } },
      {
        name: 'price ₹1Cr-₹2Cr, price low-high',
        filters: {
          country: 'IN',
          min_price: 10_000_000,
          max_price: 20_000_000,
          sort: 'price_low_high',
        },
      },
      { name: 'name A-Z', filters: { country: 'IN', sort: 'name_asc' } },
      { name: 'US, price high-low', filters: { country: 'US', sort: 'price_high_low' } },
    ]
    this.logger.info(
      `${dialect}, ${this.count.toLocaleString()} ventures × ${this.units} units, ${this.runs} runs each (times in ms)`
    )
    const widths = [38, 9, 9, 9, 9, 10]
    const print = (row: string[]) =>
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
          .join(' ')
      )
    print(['query', 'app p50', 'app p95', 'raw p50', 'raw p95', 'p95 ratio'])
    for (const { name, filters } of cases) {
      // The app's page: the list and the cards' available counts, as the page and /api do.
      const app = await time(async () => {
        const page = await search.handle(filters)
        return withCounts(page.data)
      })
      // Raw: the same two statements (the page, then the grouped count of its ventures' units) as SQL strings.
      const raw = await time(async () => {
        const result = await connection.rawQuery(search.pageQuery(filters).toQuery())
        const rows = (dialect === 'mysql' ? result[0] : result) as { id: number }[]
        if (rows.length)
          await connection.rawQuery(
            countsByVentureQuery(rows.slice(0, filters.limit ?? 12).map((row) => row.id)).toQuery()
          )
      })
      print([name, ...app.map(fmt), ...raw.map(fmt), (app[1] / raw[1]).toFixed(2)])
    }
    const units = await time(() => unitsOf(venture))
    const unitsRaw = await time(() => connection.rawQuery(unitsQuery(venture).toQuery()))
    print([
      `one venture's ${this.units} units`,
      ...units.map(fmt),
      ...unitsRaw.map(fmt),
      (units[1] / unitsRaw[1]).toFixed(2),
    ])
  }

  async #seed(db: any, owner: number, dialect: string) {
    const { benchVentureRows, insertBenchVentures } = await import('#services/bench/bench_ventures')
    this.logger.info(
      `Seeding ${this.count.toLocaleString()} ventures with ${(this.count * this.units).toLocaleString()} units...`
    )
    const started = Date.now()
    await db.from('properties').where('owner_id', owner).whereNotNull('venture_id').delete()
    await db.from('ventures').where('owner_id', owner).delete()
    const batch = 500
    for (let done = 0; done < this.count; done += batch) {
      const rows = benchVentureRows(Math.min(batch, this.count - done), owner, done, this.units)
      await db.transaction((trx: any) => insertBenchVentures(trx, rows, owner, this.units))
      if (done % 5000 === 0) this.logger.info(`  ${done.toLocaleString()} ventures`)
    }
    await db.rawQuery(
      dialect === 'mysql' ? 'ANALYZE TABLE ventures, towers, properties' : 'ANALYZE'
    )
    this.logger.info(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
