import type { BaseCommand } from '@adonisjs/core/ace'
import { joinLocation } from '#rules/location_filter'
import { sqlTime } from '#services/db/sql_time'

/**
 * What the benchmark commands (bench:*) share: the database they may seed,
 * the owner of the seeded rows, the seeded places and randomness, and the timer.
 */

/**
 * The database the default connection points at (its connection, dialect and
 * name), or undefined once the command has said why not and set its exit
 * code: every bench:* command refuses a database whose name lacks "bench", so
 * a benchmark never writes to (or times) real data.
 */
export function openBenchDatabase(
  db: any,
  command: Pick<BaseCommand, 'logger' | 'exitCode'>,
  /** A database the person running the bench names on purpose (e.g. their own scratch database). */
  allowed?: string
): { connection: any; dialect: string; target: string } | undefined {
  const connection = db.connection()
  const dialect = connection.dialect.name
  const settings = db.manager.get(db.primaryConnectionName)?.config.connection as {
    database?: string
    filename?: string
  }
  const target = String(dialect === 'mysql' ? settings?.database : settings?.filename)
  if (target.includes('bench') || (allowed && target === allowed))
    return { connection, dialect, target }
  command.logger.error(
    `Refusing "${target}": point DB_DATABASE (MySQL) or SQLITE_PATH (SQLite) at a database whose name contains "bench".`
  )
  command.exitCode = 1
  return undefined
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

/** A small deterministic PRNG so every run seeds the same market. */
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** A city the benchmarks seed rows in, with some of its localities. */
export type BenchPlace = {
  country: string
  state: string
  district: string
  city: string
  areas: readonly string[]
}

/** The location columns of a seeded row in `area` of `place`. */
export function seededPlaceColumns(place: BenchPlace, area: string) {
  return {
    state: place.state,
    district: place.district,
    city: place.city,
    area,
    location: joinLocation({
      area,
      city: place.city,
      district: place.district,
      state: place.state,
    }),
    country_code: place.country,
  }
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
