import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Search benchmark (issue 4): seeds N listings into a *bench* database and
 * reports p50/p95/p99 of representative searches through the app
 * (PropertySearch, Lucid models) and the same SQL run raw on the same
 * connection, with the ratio. Not a test: run it by hand, see docs/search.md.
 *
 *   DB_CONNECTION=mysql DB_DATABASE=dreamhomes_bench node ace bench:search --count=1000000
 *   SQLITE_PATH=tmp/bench.sqlite3 node ace bench:search
 */
export default class BenchSearch extends BaseCommand {
  static commandName = 'bench:search'
  static description = 'Benchmark property search on a seeded bench database'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Listings to seed', default: 200_000 })
  declare count: number

  @flags.number({ description: 'Timed runs per query', default: 40 })
  declare runs: number

  @flags.boolean({
    description: 'Keep the listings already seeded if the count matches',
    default: true,
  })
  declare reuse: boolean

  @flags.boolean({ description: 'Include the text searches (slow on large sets)', default: true })
  declare text: boolean

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: PropertySearch } = await import('#services/listings/property_search')
    const { benchRows } = await import('#services/bench/bench_listings')
    const { benchOwner, fmt, openBenchDatabase, timeRuns } =
      await import('#services/bench/bench_support')
    const bench = openBenchDatabase(db, this)
    if (!bench) return
    const { connection, dialect } = bench
    const time = (fn: () => Promise<unknown>) => timeRuns(fn, this.runs)

    await this.kernel.exec('migration:run', ['--force'])
    const owner = await benchOwner(db)
    const [{ total }] = await db.from('properties').where('owner_id', owner).count('* as total')
    if (!this.reuse || Number(total) !== this.count) {
      await this.#seed(db, owner, benchRows, dialect)
    }

    const search = new PropertySearch()
    /** Sends a planning statement as raw SQL and reads its rows the way each driver returns them. */
    const rawRunner = async (query: { toQuery(): string }) => {
      const result = await connection.rawQuery(query.toQuery())
      return (dialect === 'mysql' ? result[0] : result) as Record<string, unknown>[]
    }
    const latestPage = await search.handle({ country: 'IN', limit: 12 })
    const deepCursor = await this.#deepCursor(search)
    const cases: { name: string; filters: any; kind: 'filter' | 'text' }[] = [
      { name: 'latest, no filter (IN)', filters: { country: 'IN' }, kind: 'filter' },
      {
        name: 'type + 2 BHK + 50L-1Cr, latest',
        filters: {
          country: 'IN',
          property_type: 'apartment',
          bedrooms: 2,
          min_price: 5_000_000,
          max_price: 10_000_000,
        },
        kind: 'filter',
      },
      {
        name: 'city Hyderabad, price low to high',
        filters: { country: 'IN', city: 'Hyderabad', sort: 'price_low' },
        kind: 'filter',
      },
      // US listings are priced in dollars: the dollar presets and sorts use the same indexes.
      {
        name: 'US $400k-$700k, price high to low',
        filters: { country: 'US', min_price: 400_000, max_price: 700_000, sort: 'price_high' },
        kind: 'filter',
      },
      {
        name: 'US, price low to high',
        filters: { country: 'US', sort: 'price_low' },
        kind: 'filter',
      },
      {
        name: 'state Karnataka + available, largest',
        filters: { country: 'IN', state: 'Karnataka', status: 'available', sort: 'area_large' },
        kind: 'filter',
      },
      {
        name: 'page 200 of latest (keyset)',
        filters: { country: 'IN', cursor: deepCursor },
        kind: 'filter',
      },
      { name: 'text "gachibowli"', filters: { country: 'IN', search: 'gachibowli' }, kind: 'text' },
      {
        name: 'text "3 bhk villa lake"',
        filters: { country: 'IN', search: '3 bhk villa lake' },
        kind: 'text',
      },
      { name: 'text "OMR" (3 letters)', filters: { country: 'IN', search: 'OMR' }, kind: 'text' },
      {
        name: 'text + filter "metro" 2 BHK',
        filters: { country: 'IN', search: 'metro', bedrooms: 2 },
        kind: 'text',
      },
      {
        name: 'text "gachi" (typing), latest',
        filters: { country: 'IN', search: 'gachi' },
        kind: 'text',
      },
      {
        name: 'text "kondapur", price low to high',
        filters: { country: 'IN', search: 'kondapur', sort: 'price_low' },
        kind: 'text',
      },
      {
        name: 'page 50 of text "metro" (keyset)',
        filters: {
          country: 'IN',
          search: 'metro',
          cursor: await this.#deepCursor(search, 'metro', 50),
        },
        kind: 'text',
      },
    ]
    void latestPage

    this.logger.info(
      `${dialect}, ${this.count.toLocaleString()} listings, ${this.runs} runs each (times in ms)`
    )
    const widths = [40, 9, 9, 9, 9, 9, 9, 10]
    const print = (row: string[]) =>
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
          .join(' ')
      )
    print(['query', 'app p50', 'app p95', 'app p99', 'raw p50', 'raw p95', 'raw p99', 'p95 ratio'])
    for (const { name, filters, kind } of cases) {
      if (kind === 'text' && !this.text) continue
      const app = await time(() => search.handle(filters))
      // Raw: every statement the app sends for the search (text planning included), as SQL strings.
      const raw = await time(async () =>
        connection.rawQuery(search.pageQuery(await search.prepare(filters, rawRunner)).toQuery())
      )
      print([name, ...app.map(fmt), ...raw.map(fmt), (app[1] / raw[1]).toFixed(2)])
    }
    const counts = [
      {
        name: 'count, apartments (capped at 1,000)',
        filters: { country: 'IN' as const, property_type: 'apartment' },
      },
      {
        name: 'count, text "metro" (capped at 1,000)',
        filters: { country: 'IN' as const, search: 'metro' },
      },
    ]
    for (const { name, filters } of counts) {
      const count = await time(() => search.countNow(filters))
      const countRaw = await time(async () =>
        connection.rawQuery(search.countQuery(await search.prepare(filters, rawRunner)).toQuery())
      )
      print([name, ...count.map(fmt), ...countRaw.map(fmt), (count[1] / countRaw[1]).toFixed(2)])
    }
  }

  async #seed(
    db: any,
    owner: number,
    benchRows: (n: number, owner: number, offset: number) => any[],
    dialect: string
  ) {
    this.logger.info(`Seeding ${this.count.toLocaleString()} listings...`)
    const started = Date.now()
    await db.from('properties').where('owner_id', owner).delete()
    if (dialect === 'mysql')
      await db.rawQuery('ALTER TABLE properties DROP INDEX properties_text_idx')
    const batch = 2000
    for (let done = 0; done < this.count; done += batch) {
      const rows = benchRows(Math.min(batch, this.count - done), owner, done)
      await db.transaction(async (trx: any) => {
        for (let i = 0; i < rows.length; i += 500)
          await trx.table('properties').multiInsert(rows.slice(i, i + 500))
      })
    }
    const { indexBenchTerms } = await import('#services/bench/bench_terms')
    await indexBenchTerms(db, owner, dialect)
    if (dialect === 'mysql') {
      await db.rawQuery(
        'ALTER TABLE properties ADD FULLTEXT INDEX properties_text_idx (title, location, description)'
      )
      await db.rawQuery('ANALYZE TABLE properties')
    } else {
      await db.rawQuery('ANALYZE')
    }
    this.logger.info(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }

  async #deepCursor(search: any, text?: string, pages = 200): Promise<string | undefined> {
    let cursor: string | undefined
    for (let page = 0; page < pages; page++) {
      const result = await search.handle({ country: 'IN', search: text, cursor, limit: 12 })
      if (!result.nextCursor) break
      cursor = result.nextCursor
    }
    return cursor
  }
}
