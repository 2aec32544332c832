#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm run security:sqlmap: sqlmap against the search, detail and admin lists
|--------------------------------------------------------------------------
|
| npm run security:sqlmap [-- --no-build] [-- --level=1] [-- --risk=1] [-- --only=NAME] [-- --verbose]
|
| Builds (npm run build; --no-build reuses build/), serves the build on a free
| port with a throwaway SQLite database (migrated, seeded, demo listings, one
| demo venture, one admin), then runs sqlmap (Debian package `sqlmap`) in batch
| mode on every parameter of each target of TARGETS: the property and venture
| searches, their detail routes (the id in the path), and the admin lists with
| the admin's Bearer token. Prints one line per target (injectable or not) and
| exits 1 when any is injectable or sqlmap could not test it. Not part of
| .ci/run: it takes minutes (docs/security.md#sql-injection).
|
*/
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { seedVenture } from './bench_venture.js'
import { loadAverage, root, run, serveProductionBuild } from './lib/production_app.js'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const build = !args.includes('--no-build')
const level = option('level', '1')
const risk = option('risk', '1')
const only = option('only', null)
const verbose = args.includes('--verbose')

const ADMIN = { email: 'sqlmap-admin@example.com', password: 'Sqlmap-admin-1' }

/**
 * The routes tested, every query parameter and the `*` in a path (sqlmap's
 * injection mark). `{listing}` and `{venture}` are a demo listing's and the
 * demo venture's ids; `admin: true` sends the admin's Bearer token.
 */
const TARGETS = [
  {
    name: 'property search',
    path: '/api/properties?country=IN&property_type=apartment&status=available&bedrooms=2&min_price=100000&max_price=90000000&state=Telangana&district=Rangareddy&city=Hyderabad&area=Gachibowli&location=Hyderabad&search=lake&sort=latest&limit=5',
  },
  {
    name: 'venture search',
    path: '/api/ventures?country=IN&search=lake&investment_type=residential&venture_type=residential&status=upcoming&builder=others&property_types=apartment&unit_configs=2bhk&amenities=swimming_pool&approvals=rera_approved&project_size=medium&possession_timeline=1_year&min_price=0&max_price=90000000&location=Hyderabad&sort=latest&limit=5',
  },
  { name: 'property detail', path: '/api/properties/{listing}*' },
  { name: 'venture detail', path: '/api/ventures/{venture}*' },
  { name: 'venture units', path: '/api/ventures/{venture}/properties?tower_id=1&status=available' },
  ...['users', 'properties', 'ventures', 'leads', 'bookings'].map((table) => ({
    name: `admin ${table}`,
    path: `/api/admin/${table}?page=1&per_page=10&sort=created_at&dir=desc&q=a&show=live`,
    admin: true,
  })),
  {
    name: 'admin audit log',
    path: '/api/admin/audit-logs?page=1&per_page=10&actor=admin&target_type=property&target_id=1',
    admin: true,
  },
  {
    name: 'admin master data',
    path: '/api/admin/master-data/locations?location_type=state&page=1&per_page=10&sort=name&dir=asc&q=a',
    admin: true,
  },
  { name: 'admin master data type', path: '/api/admin/master-data/amenities*', admin: true },
  { name: 'admin contact messages', path: '/api/admin/contact-submissions?page=1', admin: true },
  {
    name: 'admin leads dashboard',
    path: '/api/leads?status=new&source=property_enquiry&page=1',
    admin: true,
  },
]

function sqlmapVersion() {
  const result = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' })
  if (result.error || result.status !== 0)
    throw new Error('sqlmap is not installed: apt-get install -y sqlmap (Debian package)')
  return result.stdout.trim().split('\n')[0]
}

/** One sqlmap run; resolves with its verdict for the target. */
function sqlmap(url, headers, outputDir) {
  const sqlmapArgs = [
    '-u',
    url,
    '--batch',
    `--level=${level}`,
    `--risk=${risk}`,
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    '--threads=4',
    // A fresh client address per request (trusted from loopback): the per-IP limits would answer 429.
    '--tamper=xforwardedfor',
    ...headers.flatMap((header) => ['-H', header]),
  ]
  return new Promise((resolve) => {
    const child = spawn('sqlmap', sqlmapArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const injectable =
        /identified the following injection point/.test(output) ||
        /parameter '.*' is vulnerable/i.test(output)
      const clean = /do not appear to be injectable/.test(output)
      const verdict = injectable ? 'INJECTABLE' : clean ? 'not injectable' : 'NOT TESTED'
      const tested = [...output.matchAll(/testing if (?:\(custom\) )?\w+ parameter '([^']+)'/gi)]
      resolve({ verdict, code, parameters: new Set(tested.map((match) => match[1])).size, output })
    })
  })
}

async function main() {
  const started = Date.now()
  const version = sqlmapVersion()
  let ventureId
  const app = await serveProductionBuild({
    build,
    name: 'sqlmap',
    browser: false,
    prepare: (sqlitePath, env) => {
      ventureId = seedVenture(sqlitePath, { units: 12, towers: 1, perFloor: 4 })
      run(
        process.execPath,
        [
          'ace',
          'user:create',
          ADMIN.email,
          '--name=Sqlmap Admin',
          `--password=${ADMIN.password}`,
          '--role=admin',
        ],
        { cwd: join(root, 'build'), env }
      )
    },
  })
  const { base, work } = app
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = await login.json()
    if (!token) throw new Error(`The admin could not sign in (${login.status})`)
    const { data } = await (await fetch(`${base}/api/properties?country=IN&limit=1`)).json()
    if (!data?.length) throw new Error('No demo listing in India: did demo:seed run?')

    const rows = []
    for (const target of TARGETS.filter((t) => !only || t.name === only)) {
      const url =
        base + target.path.replace('{listing}', data[0].id).replace('{venture}', ventureId)
      const headers = ['Accept: application/json']
      if (target.admin) headers.push(`Authorization: Bearer ${token}`)
      const begun = Date.now()
      const result = await sqlmap(url, headers, join(work, 'sqlmap'))
      const seconds = Math.round((Date.now() - begun) / 1000)
      rows.push({ ...target, ...result, seconds })
      console.error(
        `${target.name}: ${result.verdict} (${result.parameters} parameters, ${seconds} s)`
      )
      if (verbose || result.verdict !== 'not injectable') console.error(result.output.slice(-4000))
    }

    const minutes = ((Date.now() - started) / 60_000).toFixed(1)
    console.log(
      `\n## sqlmap ${version}, level ${level}, risk ${risk}: ${new Date().toISOString()}\n`
    )
    console.log('| target | route | parameters | result | seconds |')
    console.log('|---|---|---|---|---|')
    for (const row of rows) {
      const route = row.path.split('?')[0].replace('*', '')
      console.log(
        `| ${row.name} | \`${route}\`${row.admin ? ' (admin token)' : ''} | ${row.parameters} | ${row.verdict} | ${row.seconds} |`
      )
    }
    console.log(`\n${rows.length} targets in ${minutes} min; load average ${loadAverage()}`)
    if (rows.some((row) => row.verdict !== 'not injectable')) process.exitCode = 1
  } finally {
    await app.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
