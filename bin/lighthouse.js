#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm run lighthouse: Lighthouse scores of the production build
|--------------------------------------------------------------------------
|
| npm run lighthouse [-- --no-build] [-- --runs=3] [-- --reports=DIR]
|
| Builds (npm run build; --no-build reuses build/), serves the build on a free
| port with a throwaway SQLite database (migrated, seeded, demo listings, one demo venture), runs
| Lighthouse (mobile, the system Chromium) --runs times on every page of PAGES
| as an English-speaking visitor in India, and prints a markdown table of the
| medians. The server and the database are removed at the end, failure or not.
|
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MessageBuilder } from '@poppinss/utils'
import { seedVenture } from './bench_venture.js'

/** The venture of /ventures/{venture}: main() adds it to the throwaway database (the demo seed has no ventures). */
let demoVentureId

/**
 * The pages measured, in table order. `{listing}` stands for an Indian demo
 * listing's id, `{venture}` for the demo venture main() adds (bin/bench_venture.js);
 * add a placeholder to PLACEHOLDERS for other ids.
 */
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Find Properties', path: '/properties' },
  { name: 'Property detail', path: '/properties/{listing}' },
  { name: 'Ventures', path: '/ventures' },
  { name: 'Venture detail', path: '/ventures/{venture}' },
  // { name: 'Contact us', path: '/contact-us' },
]

/** Placeholder → function of the running server's base URL giving its value. */
const PLACEHOLDERS = {
  venture: async () => String(demoVentureId),
  listing: async (base) => {
    const { data } = await (await fetch(`${base}/api/properties?country=IN&limit=1`)).json()
    if (!data?.length) throw new Error('No demo listing in India: did demo:seed run?')
    return String(data[0].id)
  },
}

/** The visitor: English, India (the saved-choice cookies of detect_market_middleware.ts, plain cookies). */
const plainCookie = (value) => Buffer.from(new MessageBuilder().build(value)).toString('base64url')
const COOKIES = `locale=${plainCookie('en')}; country=${plainCookie('IN')}`

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3)
/** --reports=DIR keeps every run's JSON report (open one in the Lighthouse viewer for the details). */
const reportsDir = args.find((arg) => arg.startsWith('--reports='))?.slice(10)

function run(command, commandArgs, options = {}) {
  console.error(`> ${command} ${commandArgs.join(' ')}`)
  const result = spawnSync(command, commandArgs, {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...options,
  })
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status})`)
}

/** Like run(), without blocking: the server's output keeps flowing while Lighthouse works. */
function runAsync(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'inherit', 'inherit'],
      ...options,
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${commandArgs.join(' ')} failed (exit ${code})`))
    )
  })
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
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`The server did not answer ${url} within 60 s:\n${log.join('')}`)
}

/** One Lighthouse run; the numbers of the table. */
async function lighthouse(url, outputPath) {
  await runAsync(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      `--extra-headers=${JSON.stringify({ Cookie: COOKIES })}`,
    ],
    { env: { ...process.env, CHROME_PATH } }
  )
  const report = JSON.parse(await readFile(outputPath, 'utf8'))
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`)
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const value = (id) => report.audits[id]?.numericValue ?? NaN
  // Every audit of the four categories that did not pass (score under 0.9), as Lighthouse names it.
  const flagged = []
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    for (const { id } of auditRefs) {
      const audit = report.audits[id]
      if (
        !audit ||
        audit.score === null ||
        audit.score >= 0.9 ||
        ['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)
      )
        continue
      flagged.push(
        `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${id}]`
      )
    }
  }
  const requests = report.audits['network-requests']?.details?.items ?? []
  const transfer = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalKiB: value('total-byte-weight') / 1024,
    jsKiB: transfer(requests.filter((item) => item.resourceType === 'Script')) / 1024,
    fontRequests: requests.filter((item) => item.resourceType === 'Font').length,
    flagged,
  }
}

/** The machine's load: other work on its cores moves the performance scores. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function table(rows) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  const lines = [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | total KiB | JS KiB (transfer) | font requests |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const { page, m } of rows) {
    lines.push(
      `| ${page.name} (\`${page.url}\`) | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.totalKiB)} | ${Math.round(m.jsKiB)} | ${m.fontRequests} |`
    )
  }
  return lines.join('\n')
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH} (set CHROME_PATH)`)
  if (build) run('npm', ['run', 'build'], { cwd: root })
  const buildDir = join(root, 'build')
  if (!existsSync(join(buildDir, 'bin/server.js')))
    throw new Error('No production build: run without --no-build')

  const loadBefore = loadAverage()
  if (reportsDir) await mkdir(reportsDir, { recursive: true })
  const work = await mkdtemp(join(tmpdir(), 'dreamhomes-lighthouse-'))
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
  const stop = () => server?.exitCode === null && server.kill('SIGTERM')
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop()
      rmSync(work, { recursive: true, force: true })
      process.exit(130)
    })
  }
  try {
    for (const command of [['migration:run', '--force'], ['db:seed'], ['demo:seed']]) {
      run(process.execPath, ['ace', ...command], { cwd: buildDir, env })
    }
    // One public venture, so that /ventures lists a card and the venture page has content: 2 towers of 6 floors × 4 units.
    demoVentureId = seedVenture(env.SQLITE_PATH, { units: 48, towers: 2, perFloor: 4 })
    const log = []
    server = spawn(process.execPath, [join(root, 'bin/start.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout.on('data', (chunk) => log.push(String(chunk)))
    server.stderr.on('data', (chunk) => log.push(String(chunk)))
    await waitForServer(`${base}/api/properties?country=IN&limit=1`, server, log)
    // The cookies must make an Indian, English-speaking visitor (a browser's Accept-Language alone would give Hindi).
    const home = await (
      await fetch(`${base}/`, { headers: { 'cookie': COOKIES, 'accept-language': 'hi-IN' } })
    ).text()
    if (!home.includes('<html lang="en"'))
      throw new Error('The locale cookie was not honoured: the home page is not in English')

    const rows = []
    for (const page of PAGES) {
      let path = page.path
      for (const [name, resolve] of Object.entries(PLACEHOLDERS)) {
        if (path.includes(`{${name}}`)) path = path.replaceAll(`{${name}}`, await resolve(base))
      }
      const results = []
      for (let i = 1; i <= runs; i++) {
        console.error(`Lighthouse ${page.name} ${path} (run ${i} of ${runs})`)
        const reportPath = join(work, `report-${rows.length}-${i}.json`)
        results.push(await lighthouse(`${base}${path}`, reportPath))
        if (reportsDir)
          await cp(
            reportPath,
            join(reportsDir, `${page.name.toLowerCase().replaceAll(' ', '-')}-${i}.json`)
          )
      }
      const numeric = Object.keys(results[0]).filter((key) => typeof results[0][key] === 'number')
      const m = Object.fromEntries(numeric.map((key) => [key, median(results.map((r) => r[key]))]))
      const flagged = new Map()
      for (const result of results)
        for (const line of result.flagged) flagged.set(line, (flagged.get(line) ?? 0) + 1)
      rows.push({ page: { ...page, url: path }, m, flagged })
    }
    console.log(
      `\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : '1 run'}, mobile, English / India, production build:\n`
    )
    console.log(table(rows))
    console.log(
      `\nLoad average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()} (${cpus().length} cores)`
    )
    console.log('\nAudits under 0.9 (runs that flagged them):')
    for (const { page, flagged } of rows) {
      console.log(`- ${page.name}: ${flagged.size ? '' : 'none'}`)
      for (const [line, count] of flagged) console.log(`  - ${line}: ${count} of ${runs}`)
    }
  } finally {
    stop()
    await rm(work, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
