import { sqlTime } from '#services/db/sql_time'

/**
 * What the benchmark commands (bench:search, bench:ventures) share: the
 * database they may seed, the owner of the seeded rows, and the timer.
 */

/** The database the default connection points at; only one whose name contains "bench" may be seeded. */
export function benchDatabase(db: any): { dialect: string; target: string; isBench: boolean } {
  const dialect = db.connection().dialect.name
  const settings = db.manager.get(db.primaryConnectionName)?.config.connection as {
    database?: string
    filename?: string
  }
  const target = String(dialect === 'mysql' ? settings?.database : settings?.filename)
  return { dialect, target, isBench: target.includes('bench') }
}

/** The user who owns every seeded row (created once). */
export async function benchOwner(db: any): Promise<number> {
  const existing = await db.from('users').where('email', 'bench@bench.dreamhomes.example').first()
  if (existing) return existing.id
  const now = sqlTime()
  const [id] = await db.table('users').insert({
    name: 'Bench Owner',
    email: 'bench@bench.dreamhomes.example',
    phone: '+91 90000 00000',
    country_code: 'IN',
    password: 'not-a-login',
    role: 'partner',
    agent_code: 'BENCH000',
    credits: 0,
    wallet_balance_paise: 0,
    created_at: now,
    updated_at: now,
  })
  return Number(id)
}

/** p50, p95, p99 in milliseconds over `runs` runs after two warm-ups. */
export async function timeRuns(
  fn: () => Promise<unknown>,
  runs: number
): Promise<[number, number, number]> {
  await fn()
  await fn()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint()
    await fn()
    samples.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]
  return [at(0.5), at(0.95), at(0.99)]
}

export const fmt = (ms: number) => ms.toFixed(2)
