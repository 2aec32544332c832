import { execSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import type { LoadResult } from '#services/bench/load_run'

const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toFixed(1)

/** What the numbers were measured on: the machine, the database, the commit. */
async function machine(db: any) {
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
    } catch {
      return 'unknown'
    }
  })()
  let database = db.connection().dialect.name
  if (database === 'mysql') {
    const [rows] = await db.rawQuery(
      'SELECT VERSION() AS version, @@innodb_buffer_pool_size AS pool'
    )
    database = `MariaDB/MySQL ${rows[0].version}, innodb_buffer_pool_size ${(Number(rows[0].pool) / 2 ** 30).toFixed(1)} GiB`
  }
  return [
    `- machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
    `- database: ${database}; Node ${process.version}; commit ${commit}; ${new Date().toISOString().slice(0, 16)} UTC`,
  ]
}

/**
 * The markdown bench:load prints and writes: per route the unloaded p50/p95
 * (pages: and their JSON, the difference being the render), the floor, the
 * ratio of unloaded p95 to floor p95, and the in-mix rate, p50/p95/p99 and
 * errors; then the whole mix, its p95 per minute and the server's memory.
 */
export async function loadReport(
  db: any,
  run: {
    catalog: string
    command: string
    floors: Map<string, { p50: number; p95: number; statements: number }>
    result: LoadResult
    processes: number
  }
): Promise<string> {
  const { result } = run
  const framework = result.unloaded.get('empty route (/health)')
  const lines = [
    '# bench:load results',
    '',
    `\`${run.command}\` — ${run.catalog}.`,
    `Server: the production build, ${run.processes} process(es); the mix at ${result.rate} req/s for ${result.duration} s (open loop, latency from each request's due time).`,
    ...(await machine(db)),
    '',
    '| route | unloaded p50 / p95 | render (page − JSON) p50 | floor p50 / p95 (statements) | p95 ÷ floor p95 | in mix: req/s | p50 / p95 / p99 | errors |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const [name, mix] of Object.entries(result.mix.routes)) {
    const unloaded = result.unloaded.get(name)
    const floor = run.floors.get(name) ?? (name.startsWith('empty route') ? undefined : null)
    const floorText = floor
      ? `${ms(floor.p50)} / ${ms(floor.p95)} (${floor.statements} SQL)`
      : floor === undefined
        ? 'framework floor'
        : '–'
    const base = floor ? floor.p95 : framework?.p95
    const render =
      unloaded?.json && unloaded.p50 !== null && unloaded.json.p50 !== null
        ? ms(unloaded.p50 - unloaded.json.p50)
        : '–'
    lines.push(
      `| ${name} | ${unloaded ? `${ms(unloaded.p50)} / ${ms(unloaded.p95)}` : '–'} | ${render} | ${floorText} | ${unloaded?.p95 && base ? (unloaded.p95 / base).toFixed(1) + '×' : '–'} | ${mix.rate.toFixed(1)} | ${ms(mix.p50)} / ${ms(mix.p95)} / ${ms(mix.p99)} | ${mix.errors}${mix.errors ? ' ' + JSON.stringify(mix.statuses) : ''} |`
    )
  }
  const overall = result.mix.overall
  lines.push(
    `| **the mix** | | | | | **${overall.rate.toFixed(1)}** | **${ms(overall.p50)} / ${ms(overall.p95)} / ${ms(overall.p99)}** | ${overall.errors} |`,
    '',
    `- served: ${overall.served.toFixed(1)} answers per second inside the measured window (offered ${result.rate}); the last answer came ${overall.drainSeconds.toFixed(1)} s after the last request was sent.`,
    `- p95 of the whole mix per minute: ${result.mix.windows.map((p) => ms(p)).join(', ')} ms; at most ${overall.maxInFlight} requests in flight.`,
    `- server resident memory every 10 s: ${result.memory.length ? `${Math.min(...result.memory).toFixed(0)}–${Math.max(...result.memory).toFixed(0)} MB (last ${result.memory[result.memory.length - 1].toFixed(0)} MB)` : 'not sampled'}.`,
    ''
  )
  return lines.join('\n')
}
