/*
| The production build served on a free port with a throwaway SQLite
| database (migrated, seeded, demo listings): what bin/lighthouse.js and
| bin/seat_map_bench.js measure. Plain JavaScript, run by node directly.
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MessageBuilder } from '@poppinss/utils'

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const CHROME_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A plain (unsigned) cookie's value, as the app writes the visitor's saved choices (detect_market_middleware.ts). */
export const plainCookie = (value) =>
  Buffer.from(new MessageBuilder().build(value)).toString('base64url')

/** Runs a command to its end; throws when it fails. */
export function run(command, commandArgs, options = {}) {
  console.error(`> ${command} ${commandArgs.join(' ')}`)
  const result = spawnSync(command, commandArgs, {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...options,
  })
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status})`)
}

/** The machine's load: other work on its cores moves the numbers. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForServer(url, server, log) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped (exit ${server.exitCode}):\n${log.join('')}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`The server did not answer ${url} within 60 s:\n${log.join('')}`)
}

/**
 * Builds (npm run build, unless `build` is false: build/ is reused), then
 * serves it on a free port with a throwaway SQLite database, migrated and
 * seeded with the demo content. `prepare(sqlitePath, env)` adds what the caller
 * measures before the server starts (`env`: the server's, for `node ace` in
 * build/). `browser: false` when the caller drives no Chromium. Returns the base URL and `stop()`, which
 * ends the server and removes the database; Ctrl-C does the same.
 */
export async function serveProductionBuild({ build, name, prepare = () => {}, browser = true }) {
  if (browser && !existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH} (set CHROME_PATH)`)
  if (build) run('npm', ['run', 'build'], { cwd: root })
  const buildDir = join(root, 'build')
  if (!existsSync(join(buildDir, 'bin/server.js')))
    throw new Error('No production build: run without --no-build')

  const work = await mkdtemp(join(tmpdir(), `dreamhomes-${name}-`))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // Everything the app reads that could point elsewhere is set here; a project .env only fills the rest.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    APP_KEY: randomBytes(24).toString('base64url'),
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: join(work, 'db.sqlite3'),
    DRIVE_DISK: 'fs',
    DRIVE_ROOT: join(work, 'media'),
    SESSION_DRIVER: 'cookie',
    LIMITER_STORE: 'memory',
    LOG_LEVEL: 'warn',
  }
  let server
  const stopServer = () => server?.exitCode === null && server.kill('SIGTERM')
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServer()
      rmSync(work, { recursive: true, force: true })
      process.exit(130)
    })
  }
  const stop = async () => {
    stopServer()
    await rm(work, { recursive: true, force: true })
  }
  try {
    for (const command of [['migration:run', '--force'], ['db:seed'], ['demo:seed']]) {
      // demo:seed refuses in production (issue 27): this throwaway database gets its demo as development would.
      const seedEnv = command[0] === 'demo:seed' ? { ...env, NODE_ENV: 'development' } : env
      run(process.execPath, ['ace', ...command], { cwd: buildDir, env: seedEnv })
    }
    await prepare(env.SQLITE_PATH, env)
    const log = []
    server = spawn(process.execPath, [join(root, 'bin/start.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout.on('data', (chunk) => log.push(String(chunk)))
    server.stderr.on('data', (chunk) => log.push(String(chunk)))
    await waitForServer(`${base}/api/properties?country=IN&limit=1`, server, log)
    return { base, work, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
