import { randomUUID } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import AlertMatcher from '#services/alerts/alert_matcher'
import AlertNotifier from '#services/alerts/alert_notifier'
import { sqlTime } from '#services/db/sql_time'
import type { SavedSearchKind } from '#models/saved_search'
import { LOCKS, runAlone } from '#services/locks/named_locks'
import jobQueue, { queuedOnRedis } from '#services/queue/job_queue'

/** A claimed batch whose heartbeat is older than this was cut off (a restart): queued again. */
export const STALE_AFTER_MS = 5 * 60 * 1000
/** Attempts of one event before it is dropped (logged). */
export const MAX_ATTEMPTS = 3
/** Events matched together (one pre-filter lookup per place and type, verifying queries shared: alert_matcher.ts). */
const BATCH = 200
/** The sweep: an instant alert goes out within this, even when no wake-up reached this process. */
const SWEEP_MS = 20_000

/**
 * Records that listings (kind 'properties') or ventures went live, in the
 * caller's transaction: the alert outbox. Written with the go-live itself,
 * so nothing is announced for a rolled-back publish and nothing is lost when
 * the process stops before the alerts ran.
 */
export async function queueAlerts(
  client: QueryClientContract,
  kind: SavedSearchKind,
  ids: number[]
) {
  if (!ids.length) return
  const now = sqlTime()
  for (let start = 0; start < ids.length; start += 500) {
    await client
      .table('alert_events')
      .multiInsert(
        ids.slice(start, start + 500).map((id) => ({ kind, subject_id: id, created_at: now }))
      )
  }
  if ('after' in client && typeof client.after === 'function')
    client.after('commit', () => alertJobs.wake())
  else alertJobs.wake()
}

/**
 * The alert job runner (issue 31), DB-backed as the bulk imports
 * (import_jobs.ts): events wait in `alert_events`; a batch is claimed with
 * one conditional UPDATE (with several servers each runs once), matched
 * (AlertMatcher), its instant alerts sent (AlertNotifier), then deleted. A
 * batch cut off by a restart is queued again by `recover`. The web process
 * runs it (start/jobs.ts): woken after each go-live commits and every 20
 * seconds; a Redis queue would replace the wake-up and the sweep.
 */
export class AlertJobs {
  #draining: Promise<void> | null = null
  #sweeper: NodeJS.Timeout | null = null

  constructor(
    private matcher = new AlertMatcher(),
    private notifier = new AlertNotifier()
  ) {}

  /**
   * Only a started runner works in the background; tests and commands call
   * runDue. With QUEUE_DRIVER=redis a wake-up is a job for `node ace
   * queue:work` (which also runs the sweep); lost, the sweep catches up.
   */
  wake() {
    if (queuedOnRedis()) {
      void jobQueue
        .dispatch('alerts', {})
        .catch((error) => logger.warn({ err: error }, 'alert job not queued; the sweep runs it'))
      return
    }
    if (!this.#sweeper) return
    this.#draining ??= this.runDue()
      .then(() => undefined)
      .catch((error) => logger.error({ err: error }, 'saved-search alerts failed'))
      .finally(() => (this.#draining = null))
  }

  start() {
    this.#sweeper ??= setInterval(() => {
      // One server at a time puts cut-off batches back and drops failed events (logged once).
      void runAlone(LOCKS.alertsRecover, () => this.recover())
        .then(() => this.wake())
        .catch((error) => logger.error({ err: error }, 'saved-search alert recovery failed'))
    }, SWEEP_MS).unref()
    this.wake()
  }

  stop() {
    if (this.#sweeper) clearInterval(this.#sweeper)
    this.#sweeper = null
  }

  async idle(): Promise<void> {
    while (this.#draining) await this.#draining
  }

  async recover(now = DateTime.now()): Promise<void> {
    const stale = sqlTime(now.minus({ milliseconds: STALE_AFTER_MS }))
    await db
      .from('alert_events')
      .where('state', 'running')
      .where('heartbeat_at', '<', stale)
      .update({ state: 'queued', claim: null })
    const dropped = await db
      .from('alert_events')
      .where('attempts', '>=', MAX_ATTEMPTS)
      .where('state', 'queued')
      .delete()
    if (Number(dropped) > 0) logger.error({ dropped }, 'saved-search alert events failed too often')
  }

  /** Works off every queued event; returns how many were matched. */
  async runDue(): Promise<number> {
    let done = 0
    for (;;) {
      const batch = await this.#claim()
      if (!batch.length) return done
      await this.#run(batch)
      done += batch.length
      await nextTurn() // SQLite answers synchronously: let requests in between batches
    }
  }

  async #claim(): Promise<{ id: number; kind: SavedSearchKind; subject_id: number }[]> {
    const claim = randomUUID()
    const ids = db
      .from('alert_events')
      .where('state', 'queued')
      .orderBy('id')
      .limit(BATCH)
      .select('id')
    const rows = await ids
    if (!rows.length) return []
    await db
      .from('alert_events')
      .whereIn(
        'id',
        rows.map((row) => row.id)
      )
      .where('state', 'queued')
      .update({
        state: 'running',
        claim,
        attempts: db.raw('attempts + 1'),
        heartbeat_at: sqlTime(),
      })
    return db.from('alert_events').where('claim', claim).select('id', 'kind', 'subject_id')
  }

  async #run(batch: { id: number; kind: SavedSearchKind; subject_id: number }[]) {
    for (const kind of ['properties', 'ventures'] as const) {
      const ids = [
        ...new Set(batch.filter((e) => e.kind === kind).map((e) => Number(e.subject_id))),
      ]
      if (!ids.length) continue
      const touched = await this.matcher.match(kind, ids)
      await this.notifier.instant(touched)
    }
    await db
      .from('alert_events')
      .whereIn(
        'id',
        batch.map((event) => event.id)
      )
      .delete()
  }
}

const alertJobs = new AlertJobs()
export default alertJobs
