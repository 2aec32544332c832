import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Saved-search matching benchmark (issue 31): seeds N saved searches and M
 * new listings into a *bench* database and times AlertMatcher on them in
 * the runner's batches of 200 (the indexed pre-filter, the verifying
 * queries, the match rows written), per step. Not a test: run by hand,
 * numbers in docs/alerts.md.
 *
 *   SQLITE_PATH=tmp/bench.sqlite3 node ace bench:alerts
 *   DB_CONNECTION=mysql DB_DATABASE=dreamhomes_bench node ace bench:alerts
 *   DB_CONNECTION=mysql DB_DATABASE=mine node ace bench:alerts --allow-database=mine
 */
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export default class BenchAlerts extends BaseCommand {
  static commandName = 'bench:alerts'
  static description = 'Benchmark matching new listings against saved searches'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Saved searches to seed', default: 100_000 })
  declare searches: number

  @flags.number({ description: 'New listings to match', default: 1_000 })
  declare listings: number

  @flags.string({
    description:
      'Run on this database although its name lacks "bench" (its saved searches and matches are deleted)',
  })
  declare allowDatabase?: string

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: AlertMatcher } = await import('#services/alerts/alert_matcher')
    const { benchRows } = await import('#services/bench/bench_listings')
    const { benchSearchRows, SEARCHES_PER_USER } = await import('#services/bench/bench_alerts')
    const { benchOwner, openBenchDatabase } = await import('#services/bench/bench_support')
    const { sqlTime } = await import('#services/db/sql_time')
    const bench = openBenchDatabase(db, this, this.allowDatabase)
    if (!bench) return
    await this.kernel.exec('migration:run', ['--force'])
    const owner = await benchOwner(db)

    this.logger.info(`Seeding ${this.searches.toLocaleString()} saved searches...`)
    await db.from('saved_searches').delete()
    await db.from('users').where('email', 'like', 'searcher-%@bench.dreamhomes.example').delete()
    const users = Math.ceil(this.searches / SEARCHES_PER_USER)
    const now = sqlTime()
    const userIds: number[] = []
    for (let i = 0; i < users; i += 500) {
      const rows = Array.from({ length: Math.min(500, users - i) }, (_, j) => ({
        name: `Searcher ${i + j}`,
        email: `searcher-${i + j}@bench.dreamhomes.example`,
        phone: '+91 90000 00001',
        country_code: 'IN',
        password: 'not-a-login',
        role: 'customer',
        agent_code: `S${String(i + j).padStart(7, '0')}`,
        credits: 0,
        wallet_balance_paise: 0,
        created_at: now,
        updated_at: now,
      }))
      await db.table('users').multiInsert(rows)
    }
    for (const row of await db
      .from('users')
      .where('email', 'like', 'searcher-%@bench.dreamhomes.example')
      .orderBy('id')
      .select('id'))
      userIds.push(Number(row.id))
    for (let done = 0; done < this.searches; done += 2000) {
      const rows = benchSearchRows(Math.min(2000, this.searches - done), userIds, done)
      await db.transaction(async (trx: any) => {
        for (let i = 0; i < rows.length; i += 400)
          await trx.table('saved_searches').multiInsert(rows.slice(i, i + 400))
      })
    }

    this.logger.info(`Posting ${this.listings.toLocaleString()} new listings...`)
    await db
      .from('properties')
      .where('owner_id', owner)
      .where('title', 'like', '%[alert bench]')
      .delete()
    const listings = benchRows(this.listings, owner, 900_000).map((row: any) => ({
      ...row,
      title: `${row.title} [alert bench]`,
    }))
    for (let i = 0; i < listings.length; i += 200)
      await db.table('properties').multiInsert(listings.slice(i, i + 200))
    const posted = await db
      .from('properties')
      .where('title', 'like', '%[alert bench]')
      .orderBy('id')
      .select('id')
    const ids = posted.map((row: any) => Number(row.id))
    await db.rawQuery(bench.dialect === 'mysql' ? 'ANALYZE TABLE saved_searches' : 'ANALYZE')

    const matcher = new AlertMatcher()
    const started = performance.now()
    let touched = 0
    const batchMs: number[] = []
    for (let i = 0; i < ids.length; i += 200) {
      const batchStart = performance.now()
      const gained = await matcher.match('properties', ids.slice(i, i + 200))
      touched += gained.length
      batchMs.push(performance.now() - batchStart)
    }
    const totalMs = performance.now() - started
    const [{ total: matches }] = await db.from('saved_search_matches').count('* as total')
    this.logger.success(
      [
        `${bench.dialect}: ${this.searches.toLocaleString()} saved searches, ${ids.length.toLocaleString()} new listings`,
        `matched in ${(totalMs / 1000).toFixed(2)} s (${(totalMs / ids.length).toFixed(2)} ms a listing; batches of 200: ${batchMs.map((ms) => Math.round(ms)).join(', ')} ms)`,
        `${Number(matches).toLocaleString()} matches for ${touched.toLocaleString()} search batches`,
        `steps: pre-filter ${seconds(matcher.timings.prefilter)}, verifying queries ${seconds(matcher.timings.verify)}, writing ${matcher.timings.matches.toLocaleString()} match rows ${seconds(matcher.timings.record)}`,
      ].join('\n')
    )
    await db.from('saved_search_matches').delete()
  }
}
