import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Sitemap benchmark (issue 17): on a bench database seeded by bench:search,
 * times building the sitemap index and streaming the largest file (up to
 * 50,000 URLs), and the heap it takes. Not a test: run it by hand, see
 * docs/seo.md.
 *
 *   SQLITE_PATH=tmp/bench.sqlite3 node ace bench:sitemap
 *   DB_CONNECTION=mysql DB_DATABASE=dreamhomes_bench node ace bench:sitemap
 */
export default class BenchSitemap extends BaseCommand {
  static commandName = 'bench:sitemap'
  static description =
    'Benchmark the sitemap index and files on a bench database (seed it with bench:search)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'URLs per file', default: 50_000 })
  declare pageSize: number

  @flags.number({ description: 'Timed runs', default: 5 })
  declare runs: number

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    // The sitemap names its files and pages by route: load the routes a console process skips.
    const { default: router } = await import('@adonisjs/core/services/router')
    await import('#start/routes')
    router.commit()
    const { fmt, openBenchDatabase, timeRuns } = await import('#services/bench/bench_support')
    const { sitemapIndexEntries, sitemapSourceEntries } =
      await import('#services/seo/sitemap_files')
    const { urlsetXml } = await import('#services/seo/sitemap')
    const { COUNTRIES } = await import('#rules/countries')
    const bench = openBenchDatabase(db, this)
    if (!bench) return
    const [{ total }] = await db
      .from('properties')
      .where('country_code', 'IN')
      .where('listing_state', 'active')
      .whereNull('deleted_at')
      .count('* as total')
    const origin = 'https://dreamhomes.in'
    const entries = await sitemapIndexEntries(origin, ['IN'], this.pageSize)
    this.logger.info(
      `${bench.target}: ${total} public Indian listings, ${entries.length} sitemap files of up to ${this.pageSize} URLs`
    )

    const [p50i, p95i] = await timeRuns(
      () => sitemapIndexEntries(origin, ['IN'], this.pageSize),
      this.runs
    )
    this.logger.info(`index: p50 ${fmt(p50i)} ms, p95 ${fmt(p95i)} ms`)

    // The last full file of listings (the deepest keyset start).
    const files = entries.filter((e) => e.loc.includes('sitemap-properties'))
    const deepest = new URL(files[Math.max(0, files.length - 2)].loc)
    const after = Number(deepest.searchParams.get('after'))
    let bytes = 0
    let urls = 0
    let peak = 0
    const stream = async () => {
      bytes = 0
      urls = 0
      const base = process.memoryUsage().heapUsed
      for await (const piece of urlsetXml(
        sitemapSourceEntries(
          origin,
          'properties',
          { country: 'IN', after },
          this.pageSize,
          1000,
          COUNTRIES.IN
        )
      )) {
        bytes += piece.length
        urls += piece.split('<url>').length - 1
        peak = Math.max(peak, process.memoryUsage().heapUsed - base)
      }
    }
    const { sitemapRows } = await import('#services/seo/sitemap')
    const [p50r] = await timeRuns(async () => {
      for await (const row of sitemapRows('properties', 'IN', after, this.pageSize, 1000)) void row
    }, this.runs)
    this.logger.info(`rows only (no XML): p50 ${fmt(p50r)} ms`)
    const [p50f, p95f] = await timeRuns(stream, this.runs)
    this.logger.info(
      `file after=${after}: ${urls} URLs, ${(bytes / 1024 / 1024).toFixed(1)} MB, p50 ${fmt(p50f)} ms, p95 ${fmt(p95f)} ms, heap growth at most ${(peak / 1024 / 1024).toFixed(1)} MB`
    )
  }
}
