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
import { spawn } from 'node:child_process'
import { cp, mkdir, readFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { seedVenture } from './bench_venture.js'
import {
  CHROME_PATH,
  loadAverage,
  median,
  plainCookie,
  root,
  serveProductionBuild,
} from './lib/production_app.js'

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
const COOKIES = `locale=${plainCookie('en')}; country=${plainCookie('IN')}`

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu'

const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3)
/** --reports=DIR keeps every run's JSON report (open one in the Lighthouse viewer for the details). */
const reportsDir = args.find((arg) => arg.startsWith('--reports='))?.slice(10)

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
  const loadBefore = loadAverage()
  if (reportsDir) await mkdir(reportsDir, { recursive: true })
  const app = await serveProductionBuild({
    build,
    name: 'lighthouse',
    // One public venture, so that /ventures lists a card and the venture page has content: 2 towers of 6 floors × 4 units.
    prepare: (sqlitePath) => {
      demoVentureId = seedVenture(sqlitePath, { units: 48, towers: 2, perFloor: 4 })
    },
  })
  const { base, work } = app
  try {
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
    await app.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
