/*
|--------------------------------------------------------------------------
| CPU per request of the anonymous GET routes (docs/benchmarks.md "Costly anonymous routes")
|--------------------------------------------------------------------------
|
|   node bin/route_cpu.js <server pid> [base url] [runs]
|
| Against a running server (a production build: `node ace build`, then
| `node build/bin/server.js`) on this machine: for each route, two warm-up
| requests, then `runs` sequential ones (default 10); prints the server's
| user + system CPU time per request (all its threads, read from
| /proc/<pid>/stat, 10 ms ticks), the median wall time, the status and the
| body size. `Accept-Encoding: br, gzip` as a browser sends (ENCODING=identity
| to change it); ROUTES (one "path [json]" a line) replaces the list below.
| Limited routes answer 429 once their budget is spent: start the server with
| LIMITER_STORE=memory and restart it between runs.
|
*/
import { readFileSync } from 'node:fs'

const ROUTES = `
/
/properties
/properties?city=Hyderabad&sort=price_low
/properties?page=50
/properties/1000
/ventures
/ventures/1
/ventures/2
/help
/contact-us
/privacy-policy
/terms-of-service
/cookie-policy
/no-such-page
/add-property
/bulk-upload
/bulk-upload/template
/locations/reverse?lat=17.44&lng=78.35
/robots.txt
/sitemap.xml
/sitemap-pages.xml
/sitemap-properties.xml?country=IN&after=0
/sitemap-properties.xml?country=US&after=0
/sitemap-ventures.xml?country=IN&after=0
/api/locations/hierarchy json
/api/properties json
/api/properties?limit=50 json
/api/properties/1000 json
/api/payment/credit-packages json
/api/credits/plans json
/api/ventures json
/api/ventures?limit=50 json
/api/ventures/1 json
/api/ventures/1/properties json
/api/ventures/2/properties json
/api/bulk-upload/template json
`

const [pid, base = 'http://127.0.0.1:3333', runsArg = '10'] = process.argv.slice(2)
if (!pid) {
  console.error('usage: node bin/route_cpu.js <server pid> [base url] [runs]')
  process.exit(1)
}
const RUNS = Number(runsArg)
const TICK_MS = 10

/** The server's user + system CPU time so far, in ms. */
function cpu() {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

const headers = {
  'accept-encoding': process.env.ENCODING ?? 'br, gzip',
  'accept-language': 'en-IN,en;q=0.9',
  'accept': 'text/html',
}
const routes = (process.env.ROUTES ?? ROUTES)
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
for (const route of routes) {
  const [path, mode] = route.split(' ')
  const get = async () => {
    const started = performance.now()
    const response = await fetch(base + path, {
      headers: { ...headers, ...(mode === 'json' ? { accept: 'application/json' } : {}) },
      redirect: 'manual',
    })
    const body = Buffer.from(await response.arrayBuffer())
    return { status: response.status, bytes: body.length, ms: performance.now() - started }
  }
  await get()
  await get()
  const before = cpu()
  const results = []
  for (let i = 0; i < RUNS; i++) results.push(await get())
  const spent = cpu() - before
  const walls = results.map((r) => r.ms).sort((a, b) => a - b)
  const median = walls[Math.floor(walls.length / 2)]
  console.log(
    `${(spent / RUNS).toFixed(1).padStart(7)} ms CPU ${median.toFixed(0).padStart(6)} ms wall  ${String(results.at(-1).status).padEnd(4)} ${String(results[0].bytes).padStart(9)} B  ${path}${mode ? ` (${mode})` : ''}`
  )
}
