import app from '@adonisjs/core/services/app'
import lockManager from '@adonisjs/lock/services/main'

/**
 * The critical sections that must run on one instance at a time (issue 29;
 * docs/operations.md#locks says why each is locked and why the others are
 * left to the database). Each lock lapses `ttl` after its holder stopped
 * renewing it, so a holder that died (a killed cron run, a crashed server)
 * frees it by itself; a live holder renews it every third of `ttl`.
 */
export const LOCKS = {
  /** Cron on every machine (credits:expire): one run expires, the others skip. */
  creditsExpire: { key: 'cron:credits-expire', ttl: 5 * 60_000 },
  /** Cron on every machine (media:prune-uploads): one run lists and deletes, the others skip. */
  pruneUploads: { key: 'cron:media-prune-uploads', ttl: 5 * 60_000 },
  /** The digest of one frequency is mailed by one run: two at once could both read a match not yet told. */
  digest: (frequency: string) => ({ key: `cron:alerts-digest:${frequency}`, ttl: 5 * 60_000 }),
  /** The imports' recovery sweep (every minute on every server): one server puts cut-off imports back. */
  importsRecover: { key: 'sweep:imports-recover', ttl: 60_000 },
  /** The alerts' recovery sweep (every 20 s on every server): one server puts cut-off batches back. */
  alertsRecover: { key: 'sweep:alerts-recover', ttl: 60_000 },
  /** The currency rates are fetched by one instance for all (exchange_rates.ts). */
  currencyRefresh: { key: 'currency:refresh', ttl: 30_000 },
} as const

export type NamedLock = { key: string; ttl: number }

/** What `runAlone` did: ran the section, or skipped it because another holder has it. */
export type AloneResult<T> = { ran: true; value: T } | { ran: false }

/**
 * Runs `section` while holding `lock`, or skips it at once (`ran: false`)
 * when another process or instance holds it.
 */
export async function runAlone<T>(lock: NamedLock, section: () => Promise<T>) {
  // The configured store (LOCK_STORE), read at each use so a test can point a group at another one.
  const store = app.config.get<'database' | 'redis' | 'memory'>('lock.default')
  const held = lockManager.use(store).createLock(lock.key, lock.ttl)
  if (!(await held.acquireImmediately())) return { ran: false } as AloneResult<T>
  const renew = setInterval(() => void held.extend(lock.ttl).catch(() => {}), lock.ttl / 3)
  renew.unref()
  try {
    return { ran: true, value: await section() } as AloneResult<T>
  } finally {
    clearInterval(renew)
    await held.release().catch(() => {})
  }
}
