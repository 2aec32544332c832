#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| The load generator of bench:load (issue 28)
|--------------------------------------------------------------------------
|
|   node bin/load_generator.js <plan.json>     (bench:load writes the plan and runs this)
|
| Open loop at a fixed rate: request i is due at start + i / rate whatever the
| answers before it did, and its latency is counted from that due time, not
| from when it was sent (coordinated omission corrected: a stalled server
| shows as the queue it builds, as a visitor would feel it). Each request
| picks a route of the mix by weight, then one of its paths; every visitor
| comes from its own address (X-Forwarded-For from a pool, the server trusting
| the loopback proxy) so the per-IP limits count visitors, not this process.
| Prints one JSON document: per route the count, statuses, errors, p50/p95/p99
| and the achieved rate; per window of `windowSeconds` the p95 of everything.
|
*/
import http from 'node:http'
import { readFileSync } from 'node:fs'

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const { base, rate, duration, warmup = 0, routes, headers = {}, windowSeconds = 60 } = plan
const url = new URL(base)
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections ?? 256 })
const totalWeight = routes.reduce((sum, route) => sum + route.weight, 0)

let seed = 42
const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32
const pickRoute = () => {
  let r = rand() * totalWeight
  for (const route of routes) if ((r -= route.weight) < 0) return route
  return routes[routes.length - 1]
}
const address = () => `10.${(rand() * 200) | 0}.${(rand() * 250) | 0}.${1 + ((rand() * 250) | 0)}`

const stats = new Map(
  routes.map((route) => [route.name, { latencies: [], statuses: {}, errors: 0 }])
)
const windows = []
let inFlight = 0
let maxInFlight = 0
// Answers that came back inside the measured window, whichever request they were for: the rate
// the server actually served, which falls below the offered rate once a queue builds.
let answeredInWindow = 0
let lastAnswer = 0

function send(route, due, measured) {
  const path = route.paths[(rand() * route.paths.length) | 0]
  const body = route.body ? JSON.stringify(route.body(path)) : undefined
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: route.method ?? 'GET',
        agent,
        headers: {
          ...headers,
          ...route.headers,
          'X-Forwarded-For': address(),
          ...(body
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        response.on('data', () => {})
        response.on('end', () => finish(response.statusCode))
      }
    )
    let finished = false
    const finish = (status) => {
      if (finished) return
      finished = true
      const now = performance.now()
      const latency = now - due
      if (now >= measureFrom && now < measureFrom + duration * 1000) answeredInWindow++
      lastAnswer = now
      if (measured) {
        const entry = stats.get(route.name)
        entry.latencies.push(latency)
        entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
        if (!(route.expect ?? [200]).includes(status)) entry.errors++
        const window = Math.floor((due - measureFrom) / 1000 / windowSeconds)
        ;(windows[window] ??= []).push(latency)
      }
      inFlight--
      resolve()
    }
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')))
    // A failed request counts under its cause ("error ECONNRESET", "error timeout").
    request.on('error', (error) => finish(`error ${error.code ?? error.message}`))
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    request.end(body)
  })
}

// A route's body is its template with "{n9}" replaced by a counter of nine digits (phone numbers)
// and "{visitor}" by one of the plan's visitors (sign-ins).
let counter = 0
const visitors = plan.visitors ?? []
for (const route of routes) {
  if (route.bodyTemplate) {
    const template = JSON.stringify(route.bodyTemplate)
    route.body = () =>
      JSON.parse(
        template
          .replaceAll('{n9}', String(counter++ % 1e9).padStart(9, '0'))
          .replaceAll('{visitor}', visitors[(rand() * visitors.length) | 0] ?? '')
      )
  }
}

const start = performance.now() + 200
const measureFrom = start + warmup * 1000
const total = Math.floor(rate * (warmup + duration))
const pending = []
let next = 0
await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now()
    while (next < total && start + (next * 1000) / rate <= now) {
      const due = start + (next * 1000) / rate
      pending.push(send(pickRoute(), due, due >= measureFrom))
      next++
    }
    if (next < total) setTimeout(tick, 1)
    else resolve()
  }
  setTimeout(tick, 200)
})
await Promise.all(pending)
agent.destroy()

const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null
const summary = {}
for (const [name, entry] of stats) {
  const sorted = entry.latencies.sort((a, b) => a - b)
  summary[name] = {
    count: sorted.length,
    rate: sorted.length / duration,
    errors: entry.errors,
    statuses: entry.statuses,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  }
}
const all = [...stats.values()].flatMap((entry) => entry.latencies).sort((a, b) => a - b)
console.log(
  JSON.stringify({
    routes: summary,
    overall: {
      count: all.length,
      rate: all.length / duration,
      errors: [...stats.values()].reduce((sum, entry) => sum + entry.errors, 0),
      p50: percentile(all, 0.5),
      p95: percentile(all, 0.95),
      p99: percentile(all, 0.99),
      maxInFlight,
      served: answeredInWindow / duration,
      drainSeconds: Math.max(0, (lastAnswer - (start + (total * 1000) / rate)) / 1000),
    },
    windows: windows.map((latencies) =>
      percentile(
        latencies.sort((a, b) => a - b),
        0.95
      )
    ),
  })
)
