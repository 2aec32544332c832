import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import BulkImport from '#models/bulk_import'
import BulkPreview from '#models/bulk_preview'
import ImportWriter from '#services/bulk/import_writer'
import { refusalKey } from '#services/bulk/bulk_errors'
import { dropPayload, planSignature, unpackPayload } from '#services/bulk/bulk_previews'
import { countsOf, planImport } from '#services/bulk/import_plan'
import { sqlTime } from '#services/db/sql_time'
import { affected } from '#services/credits/credit_lots'
import { LOCKS, runAlone } from '#services/locks/named_locks'
import jobQueue, { queuedOnRedis } from '#services/queue/job_queue'
import { testKnobs } from '#services/queue/test_knobs'

/** A running import whose heartbeat is older than this was cut off (a restart, a crashed server). */
export const STALE_AFTER_MS = 5 * 60 * 1000
/** Attempts of one import before it fails for good. */
export const MAX_ATTEMPTS = 3

const staleAfterMs = () => testKnobs.staleAfterMs ?? STALE_AFTER_MS
const ended = (state?: string) => state === 'completed' || state === 'failed'

/**
 * Import jobs. Their state lives in `bulk_imports`, so nothing is lost when
 * the process stops: on boot, and every minute, `recover` puts back imports
 * whose heartbeat stopped (their staged rows discarded first) and resumes
 * the queued ones. Claiming is one conditional UPDATE, so when several
 * servers run, each import still runs once. With QUEUE_DRIVER=database the
 * in-process queue below wakes them (one import at a time per process);
 * with `redis` an import is a BullMQ job that `node ace queue:work` runs,
 * and the worker, not the web process, runs the sweep.
 */
export class ImportJobs {
  #queue: number[] = []
  #draining: Promise<void> | null = null
  #finished = new Map<number, (() => void)[]>()
  #sweeper: NodeJS.Timeout | null = null
  /** Imports this process runs now: its own sweep never takes them as cut off. */
  #running = new Set<number>()
  /** Jobs being put on the Redis queue (QUEUE_DRIVER=redis): `idle` waits for them too. */
  #dispatching = new Set<Promise<unknown>>()

  constructor(private writer = new ImportWriter()) {}

  /** `attempts` so far: one BullMQ job per attempt, so a sweep queues a cut-off import again at once. */
  enqueue(importId: number, attempts = 0) {
    if (queuedOnRedis()) {
      const dispatching = jobQueue
        .dispatch(
          'bulk-imports',
          { importId },
          { jobId: `import-${importId}-${attempts}`, removeOnComplete: true, removeOnFail: true }
        )
        .catch((error) =>
          logger.warn({ err: error, importId }, 'bulk import not queued; the sweep queues it again')
        )
        .finally(() => this.#dispatching.delete(dispatching))
      this.#dispatching.add(dispatching)
      return
    }
    if (!this.#queue.includes(importId)) this.#queue.push(importId)
    this.#draining ??= this.#drain().finally(() => (this.#draining = null))
  }

  /** Resolves when the import has ended here, or after `ms` (it then goes on in the background). */
  waitFor(importId: number, ms: number): Promise<void> {
    if (queuedOnRedis()) return this.#poll(importId, ms)
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      const list = this.#finished.get(importId) ?? []
      list.push(() => {
        clearTimeout(timer)
        resolve()
      })
      this.#finished.set(importId, list)
    })
  }

  /** A worker elsewhere runs it: its row says when it ended. */
  async #poll(importId: number, ms: number) {
    const deadline = Date.now() + ms
    while (Date.now() < deadline) {
      const row = await db.from('bulk_imports').where('id', importId).select('state').first()
      if (!row || ended(row.state)) return
      await new Promise((resolve) => setTimeout(resolve, Math.min(250, deadline - Date.now())))
    }
  }

  /** Until every queued import of this process has ended (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all(this.#dispatching)
    while (this.#draining) await this.#draining
  }

  /** Boot: resume what was queued or cut off, then look again every minute. */
  start() {
    void this.sweep().catch((error) => logger.error({ err: error }, 'bulk import recovery failed'))
    const every = Math.min(60_000, staleAfterMs() / 2)
    this.#sweeper ??= setInterval(() => void this.sweep().catch(() => {}), every).unref()
  }

  /**
   * One server at a time puts cut-off imports back (the sweep's lock,
   * services/locks/named_locks.ts), so N servers do not each scan the table
   * every minute nor log the same import N times; every server then queues
   * the waiting imports here, and the claim gives each to one of them.
   */
  async sweep(now = DateTime.now()): Promise<void> {
    await runAlone(LOCKS.importsRecover, () => this.requeueCutOff(now))
    await this.enqueueWaiting()
  }

  stop() {
    if (this.#sweeper) clearInterval(this.#sweeper)
    this.#sweeper = null
  }

  async recover(now = DateTime.now()): Promise<void> {
    await this.requeueCutOff(now)
    await this.enqueueWaiting()
  }

  /** Imports whose heartbeat stopped are queued again. */
  async requeueCutOff(now = DateTime.now()): Promise<void> {
    const stale = sqlTime(now.minus({ milliseconds: staleAfterMs() }))
    // One conditional UPDATE: with several servers, one of them puts each cut-off import back.
    const requeued = await db
      .from('bulk_imports')
      .where('state', 'running')
      .where((q) => q.whereNull('heartbeat_at').orWhere('heartbeat_at', '<', stale))
      .whereNotIn('id', [...this.#running])
      .update({ state: 'queued', updated_at: sqlTime() })
    if (affected(requeued) > 0)
      logger.warn(
        { requeued },
        'bulk imports were cut off; queued again (their staged rows are discarded when they run)'
      )
  }

  /** Every queued import joins this process's queue. */
  async enqueueWaiting(): Promise<void> {
    for (const job of await BulkImport.query()
      .where('state', 'queued')
      .orderBy('id')
      .select('id', 'attempts'))
      this.enqueue(job.id, job.attempts)
  }

  async #drain() {
    for (let id = this.#queue.shift(); id !== undefined; id = this.#queue.shift()) {
      try {
        await this.run(id)
      } catch (error) {
        logger.error({ err: error, importId: id }, 'bulk import failed unexpectedly')
      }
      for (const notify of this.#finished.get(id) ?? []) notify()
      this.#finished.delete(id)
    }
  }

  /** Runs one queued import to its end: completed (the writer's commit) or failed with its reasons. */
  async run(importId: number): Promise<void> {
    if (this.#running.has(importId)) return
    this.#running.add(importId)
    try {
      await this.#run(importId)
    } finally {
      this.#running.delete(importId)
    }
  }

  async #run(importId: number): Promise<void> {
    const claimed = await db
      .from('bulk_imports')
      .where('id', importId)
      .where('state', 'queued')
      .update({
        state: 'running',
        attempts: db.raw('attempts + 1'),
        heartbeat_at: sqlTime(),
        started_at: sqlTime(),
        updated_at: sqlTime(),
      })
    if (affected(claimed) !== 1) return
    const job = await BulkImport.findOrFail(importId)
    const t = (key: string) => i18nManager.locale(job.locale).t(key)
    if (job.attempts > MAX_ATTEMPTS) return this.#fail(job, [t('bulk_upload.errors.interrupted')])
    try {
      const started = performance.now()
      // SQLite answers synchronously: turns of the event loop let requests in while an import runs.
      await nextTurn()
      // What the preview read (the file itself is read once, at preview), planned again against the database now.
      const preview = job.previewId ? await BulkPreview.find(job.previewId) : null
      const previewed = unpackPayload(preview?.payload ?? null)
      if (!previewed?.rows) return await this.#fail(job, [t('bulk_upload.errors.preview_stale')])
      const plan = await planImport(job.userId, previewed.rows)
      const analysed = performance.now()
      // The same ventures, towers and units to create, update or leave as the preview showed, or nothing.
      if (plan.issues.length || planSignature(plan) !== previewed.signature)
        return await this.#fail(job, [t('bulk_upload.errors.preview_stale')])
      await db
        .from('bulk_imports')
        .where('id', job.id)
        .update({ total_rows: plan.units.length, heartbeat_at: sqlTime(), updated_at: sqlTime() })
      const unchanged = countsOf(plan).unchanged
      await this.writer.write(job.id, plan, async (written) => {
        await db
          .from('bulk_imports')
          .where('id', job.id)
          .update({
            rows_written: written + unchanged,
            heartbeat_at: sqlTime(),
            updated_at: sqlTime(),
          })
        await nextTurn()
        if (testKnobs.bulkBatchDelayMs) await sleep(testKnobs.bulkBatchDelayMs)
      })
      await dropPayload(job.previewId)
      logger.info(
        {
          importId,
          rows: plan.units.length,
          analyseMs: Math.round(analysed - started),
          writeMs: Math.round(performance.now() - analysed),
        },
        'bulk import completed'
      )
    } catch (error) {
      const key = refusalKey(error)
      await this.#fail(job, [t(key ?? 'bulk_upload.errors.failed')])
      if (!key) logger.error({ err: error, importId }, 'bulk import failed')
    }
  }

  async #fail(job: BulkImport, errors: string[]) {
    await this.writer.discard(job.id)
    await db
      .from('bulk_imports')
      .where('id', job.id)
      .update({
        state: 'failed',
        active_key: null,
        file_path: null,
        errors: JSON.stringify(errors.slice(0, 1000)),
        finished_at: sqlTime(),
        updated_at: sqlTime(),
      })
    await dropPayload(job.previewId)
  }
}

/** The process's queue. */
const importJobs = new ImportJobs()
export default importJobs
