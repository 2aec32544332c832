import { randomUUID } from 'node:crypto'
import { spawn } from 'node:child_process'
import { Redis } from 'ioredis'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import queueConfig from '#config/queue'
import jobQueue, { type QueueLocation } from '#services/queue/job_queue'

/** The Redis the tests share with other runs: each test keeps its keys under a prefix of its own. */
export const REDIS = { host: '127.0.0.1', port: 6379 }

/** A BullMQ location no other test or run uses (`h3…`), to pass to removeKeys afterwards. */
export function uniqueLocation(): QueueLocation {
  return { prefix: `h3q-${randomUUID().slice(0, 8)}`, connection: { ...REDIS } }
}

/** Deletes every key under the prefix (never anything else; never FLUSHALL). */
export async function removeKeys(prefix: string) {
  const redis = new Redis(REDIS)
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      if ((keys as string[]).length) await redis.del(...(keys as string[]))
  } finally {
    redis.disconnect()
  }
}

/** The settings of app processes that queue on Redis under `prefix`. */
export function redisQueueEnv(prefix: string): Record<string, string> {
  return { QUEUE_DRIVER: 'redis', REDIS_HOST: REDIS.host, QUEUE_PREFIX: prefix }
}

export type WorkerProcess = Awaited<ReturnType<typeof startWorker>>

/** `node ace queue:work` in a process of its own on this run's database, once it takes jobs. */
export async function startWorker(prefix: string, env: Record<string, string> = {}) {
  const child = spawn('node', ['ace.js', 'queue:work'], {
    cwd: app.makePath(),
    env: { ...process.env, ...redisQueueEnv(prefix), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = { text: '' }
  child.stdout!.on('data', (chunk) => (log.text += chunk))
  child.stderr!.on('data', (chunk) => (log.text += chunk))
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() }))
  )
  const worker = {
    log,
    exited,
    /** Its exit, or a failure with its log when it has not exited within `ms`. */
    async exitWithin(ms: number) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the worker did not exit within ${ms} ms:\n${log.text}`)),
          ms
        )
      })
      try {
        return await Promise.race([exited, late])
      } finally {
        clearTimeout(timer)
      }
    },
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    /** Ends it however it is (SIGKILL), for cleanups. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
  const deadline = Date.now() + 60_000
  while (!log.text.includes('queue worker ready')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await worker.kill()
      throw new Error(`the worker did not start:\n${log.text}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return worker
}

/** Polls `check` every 50 ms until it returns a value other than undefined, or fails after `ms`. */
export async function until<T>(
  check: () => Promise<T | undefined>,
  ms: number,
  what: string
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Removes what an owner's imports committed (the tests that run app processes
 * cannot roll back a transaction of theirs), so no later test finds these
 * ventures or units (units and towers go with their ventures: ON DELETE
 * CASCADE), nor the audit entry of the owner's credit grant.
 */
export async function removeImportsOf(userId: number) {
  const units = db.from('properties').where('owner_id', userId).select('id')
  const ventures = db.from('ventures').where('owner_id', userId).select('id')
  await db.from('alert_events').where('kind', 'properties').whereIn('subject_id', units).delete()
  await db.from('alert_events').where('kind', 'ventures').whereIn('subject_id', ventures).delete()
  await db.from('property_search_terms').whereIn('property_id', units).delete()
  await db.from('listing_price_changes').whereIn('property_id', units).delete()
  await db.from('properties').where('owner_id', userId).delete()
  await db.from('ventures').where('owner_id', userId).delete()
  await db.from('bulk_imports').where('user_id', userId).delete()
  await db.from('bulk_previews').where('user_id', userId).delete()
  // The grant of the owner's test credits is audited: tests that read the audit log must not find it.
  await db.from('audit_logs').where('target_type', 'credits').where('target_id', userId).delete()
}

/**
 * This test process queues on Redis under `prefix` (as with QUEUE_DRIVER=redis)
 * until the returned cleanup runs, which also closes the queues it opened.
 */
export function queueOnRedis(prefix: string) {
  const saved = { driver: queueConfig.driver, prefix: queueConfig.prefix }
  queueConfig.driver = 'redis'
  queueConfig.prefix = prefix
  return async () => {
    Object.assign(queueConfig, saved)
    await jobQueue.close()
  }
}

/** A venture name no other test uses (a name is one account's: 'Skyline Residency' would be refused elsewhere). */
export function ventureName() {
  return `Queue Heights ${randomUUID().slice(0, 8)}`
}

/** The import's row as the API reads it. */
export async function importRow(id: number) {
  const row = await db.from('bulk_imports').where('id', id).first()
  return {
    state: row.state as string,
    rowsWritten: Number(row.rows_written),
    attempts: Number(row.attempts),
    createdUnits: Number(row.created_units),
    creditsCharged: Number(row.credits_charged),
  }
}

/** The import's state now. */
export async function stateOf(id: number) {
  const row = await importRow(id)
  return row.state
}

/** Until the worker has staged (and counted) at least `units` of the import. */
export function untilStaged(id: number, units: number) {
  return until(
    async () => {
      const row = await importRow(id)
      return row.rowsWritten >= units ? true : undefined
    },
    60_000,
    `${units} units of import ${id} staged`
  )
}

/** What an owner's imports left: units live or staged (hidden), ventures shown or hidden, credits spent. */
export async function writtenBy(userId: number) {
  const count = async (query: any) => {
    const row = await query.count('* as n').first()
    return Number(row.n)
  }
  const units = () => db.from('properties').where('owner_id', userId)
  const ventures = () => db.from('ventures').where('owner_id', userId)
  const spends = await db
    .from('credit_ledger')
    .where('user_id', userId)
    .where('reason', 'spend')
    .select('delta')
  return {
    liveUnits: await count(units().whereNull('deleted_at')),
    stagedUnits: await count(units().whereNotNull('deleted_at')),
    shownVentures: await count(ventures().whereNull('deleted_at').where('is_public', true)),
    hiddenVentures: await count(
      ventures().where((q) => q.whereNotNull('deleted_at').orWhere('is_public', false))
    ),
    spends: spends.map((row) => Math.abs(Number(row.delta))),
  }
}
