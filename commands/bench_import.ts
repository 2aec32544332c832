import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Bulk-upload benchmark (issue 15): generates .xlsx files of 1,000, 10,000
 * and 50,000 units, previews and processes each through the app's own
 * service and job, and reports the times and the process's peak memory next
 * to the floor: the same unit rows (and their search-index rows) written by
 * raw multi-row INSERTs in one transaction. Bench database only; run by hand,
 * see docs/bulk-upload.md.
 *
 *   DB_CONNECTION=mysql DB_DATABASE=dreamhomes_bench node ace bench:import
 */
export default class BenchImport extends BaseCommand {
  static commandName = 'bench:import'
  static description =
    'Benchmark bulk upload preview and processing of generated spreadsheets on a bench database'
  static options: CommandOptions = { startApp: true }

  @flags.array({
    description: 'Unit counts of the generated files',
    default: ['1000', '10000', '50000'],
  })
  declare sizes: string[]

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: app } = await import('@adonisjs/core/services/app')
    const { default: User } = await import('#models/user')
    const { default: BulkImport } = await import('#models/bulk_import')
    const { default: BulkUploads } = await import('#services/bulk/bulk_uploads')
    const { default: importJobs } = await import('#services/bulk/import_jobs')
    const { default: CreditLedger } = await import('#services/credits/credit_ledger')
    const { default: LocationTree } = await import('#services/locations/location_tree')
    const { default: LocationsSeeder } = await import('#database/seeders/main/locations_seeder')
    const { termRowsOfRecord } = await import('#services/listings/search_terms')
    const { benchOwner, openBenchDatabase } = await import('#services/bench/bench_support')
    const { sqlTime } = await import('#services/db/sql_time')
    const bench = openBenchDatabase(db, this)
    if (!bench) return
    const { dialect, target } = bench
    await this.kernel.exec('migration:run', ['--force'])
    if (!(await db.from('locations').first())) await new LocationsSeeder(db.connection()).run()
    const tree = await app.container.make(LocationTree)
    tree.invalidate()
    const owner = await User.findOrFail(await benchOwner(db))
    const rows: string[] = []
    const peak = { rss: 0 }
    const sampler = setInterval(
      () => (peak.rss = Math.max(peak.rss, process.memoryUsage().rss)),
      25
    )

    this.logger.info(
      `the booted process before the first file: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB resident`
    )
    for (const size of this.sizes.map(Number)) {
      const run = `B${Date.now().toString(36)}`
      const bytes = await this.#file(size, run)
      await new CreditLedger().grant(owner, size, {
        reason: 'bench',
        idempotencyKey: `bench_import:${run}`,
      })

      peak.rss = process.memoryUsage().rss
      let start = performance.now()
      const preview = await new BulkUploads().preview(owner, `${run}.xlsx`, bytes, 'en')
      const previewMs = performance.now() - start
      const previewPeak = peak.rss
      if (preview.issues.length) throw new Error(`generated file refused: ${preview.issues[0]}`)

      peak.rss = process.memoryUsage().rss
      start = performance.now()
      const job = await new BulkUploads().start(owner, preview.id, 'en')
      await importJobs.idle()
      const processMs = performance.now() - start
      const processPeak = peak.rss
      const done = await BulkImport.findOrFail(job.id)
      if (done.state !== 'completed') throw new Error(`import failed: ${done.errors.join('; ')}`)

      // The floor: the rows the import wrote, copied and written again by raw multi-row INSERTs.
      const units = await db.from('properties').where('bulk_import_id', job.id).orderBy('id')
      const json = (value: unknown) =>
        typeof value === 'string' ? value : JSON.stringify(value ?? [])
      const copies = units.map(({ id: _id, ...unit }) => ({
        ...unit,
        amenities: json(unit.amenities),
        images: json(unit.images),
        unit_number: `R${unit.unit_number}`,
        bulk_import_id: null,
        published_at: sqlTime(),
        expires_at: sqlTime(),
        created_at: sqlTime(),
        updated_at: sqlTime(),
      }))
      const batch = dialect === 'mysql' ? 1000 : 400
      start = performance.now()
      const rawIds = await db.transaction(async (trx) => {
        for (let i = 0; i < copies.length; i += batch)
          await trx.table('properties').multiInsert(copies.slice(i, i + batch))
        const inserted = await trx
          .from('properties')
          .where('venture_id', copies[0].venture_id)
          .where('unit_number', 'like', 'R%')
          .select('id', 'title', 'location', 'description', 'country_code', 'published_at')
        return inserted
      })
      const rawUnitsMs = performance.now() - start
      start = performance.now()
      await db.transaction(async (trx) => {
        const terms = rawIds.flatMap((row) => termRowsOfRecord(row))
        for (let i = 0; i < terms.length; i += batch)
          await trx.table('property_search_terms').multiInsert(terms.slice(i, i + batch))
      })
      const rawTermsMs = performance.now() - start
      const raw = rawUnitsMs + rawTermsMs
      rows.push(
        `| ${size.toLocaleString('en-IN')} | ${(bytes.length / 1024 / 1024).toFixed(2)} MB | ${(previewMs / 1000).toFixed(2)} s | ${(previewPeak / 1024 / 1024).toFixed(0)} MB | ${(processMs / 1000).toFixed(2)} s | ${(processPeak / 1024 / 1024).toFixed(0)} MB | ${(rawUnitsMs / 1000).toFixed(2)} s | ${(raw / 1000).toFixed(2)} s | ${(processMs / raw).toFixed(2)}× |`
      )
      this.logger.info(rows.at(-1)!)
      await this.#cleanUp(db, owner.id)
    }
    clearInterval(sampler)
    this.logger.log(`\nBulk upload on ${dialect} (${target}), this machine:\n`)
    this.logger.log(
      '| units | file | preview | peak RSS (preview) | process (parse + validate + write) | peak RSS (process) | raw INSERT units | raw INSERT units + index | process ÷ raw |'
    )
    this.logger.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    for (const row of rows) this.logger.log(row)
  }

  /** The generated file, written by a child process (bin/lib/bulk_bench_file.js): its memory is not the import's. */
  async #file(size: number, run: string): Promise<Buffer> {
    const { BULK_COLUMNS } = await import('#rules/bulk_columns')
    const { execFileSync } = await import('node:child_process')
    const { readFile, rm } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const out = join(tmpdir(), `${run}.xlsx`)
    execFileSync(process.execPath, [
      this.app.makePath('bin/lib/bulk_bench_file.js'),
      String(size),
      run,
      out,
      JSON.stringify(BULK_COLUMNS.map((column) => column.name)),
    ])
    const bytes = await readFile(out)
    await rm(out, { force: true })
    return bytes
  }

  /** Removes what a size wrote, so the next size starts from the same table sizes. */
  async #cleanUp(db: any, ownerId: number) {
    const ventures = db.from('ventures').where('owner_id', ownerId).select('id')
    for (;;) {
      const rows = await db
        .from('properties')
        .whereIn('venture_id', ventures)
        .select('id')
        .limit(5000)
      const ids = rows.map((row: { id: number }) => row.id)
      if (!ids.length) break
      await db.from('property_search_terms').whereIn('property_id', ids).delete()
      await db.from('properties').whereIn('id', ids).delete()
    }
    await db.from('towers').whereIn('venture_id', ventures).delete()
    await db.from('ventures').where('owner_id', ownerId).delete()
  }
}
