import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'

/**
 * bench:load's generator (bin/load_generator.js, issue 28) runs open loop:
 * it sends at the fixed rate whatever the server does, and counts each
 * request's latency from when it was due. A server that stalls for a second
 * shows as a second of queue in the percentiles (a closed-loop tool would
 * report one slow request and wait), and unexpected statuses are errors.
 */
const run = promisify(execFile)

async function serve(handler: Parameters<typeof createServer>[1]) {
  const server: Server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` }
}

async function generate(plan: Record<string, unknown>) {
  const work = await mkdtemp(join(tmpdir(), 'load-generator-'))
  try {
    await writeFile(join(work, 'plan.json'), JSON.stringify(plan))
    const { stdout } = await run(process.execPath, [
      app.makePath('bin/load_generator.js'),
      join(work, 'plan.json'),
    ])
    return JSON.parse(stdout)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

test.group('Load generator', () => {
  test('a stall of the server counts for every request due during it', async ({ assert }) => {
    let served = 0
    const { server, base } = await serve((request, response) => {
      served++
      // The 20th request blocks this process (the server) for 800 ms.
      if (served === 20) {
        const until = Date.now() + 800
        while (Date.now() < until);
      }
      response.end(request.url === '/missing' ? '' : 'ok')
    })
    try {
      const result = await generate({
        base,
        rate: 50,
        duration: 2,
        routes: [{ name: 'page', weight: 1, paths: ['/'] }],
      })
      const page = result.routes.page
      assert.equal(page.count, 100)
      assert.equal(page.errors, 0)
      // About 40 requests were due during the stall: the slowest waited most of it, and more
      // than one in twenty waited (a closed loop would count one slow request).
      assert.isAbove(page.p99, 600)
      assert.isAbove(page.p95, 300)
    } finally {
      server.close()
    }
  }).timeout(20_000)

  test('routes are picked by weight and unexpected statuses are errors', async ({ assert }) => {
    const { server, base } = await serve((request, response) => {
      response.statusCode = request.url === '/missing' ? 404 : 200
      response.end()
    })
    try {
      const result = await generate({
        base,
        rate: 100,
        duration: 1,
        routes: [
          { name: 'often', weight: 3, paths: ['/a', '/b'] },
          { name: 'missing', weight: 1, paths: ['/missing'] },
        ],
      })
      assert.equal(result.overall.count, 100)
      assert.isAbove(result.routes.often.count, result.routes.missing.count * 2)
      assert.equal(result.routes.missing.errors, result.routes.missing.count)
      assert.deepEqual(result.routes.missing.statuses, { 404: result.routes.missing.count })
      assert.equal(result.routes.often.errors, 0)
    } finally {
      server.close()
    }
  }).timeout(20_000)

  test('the rate served is what came back, not what was sent', async ({ assert }) => {
    // Each answer blocks the server for 25 ms: it serves at most 40 a second.
    const { server, base } = await serve((_request, response) => {
      const until = Date.now() + 25
      while (Date.now() < until);
      response.end('ok')
    })
    try {
      const result = await generate({
        base,
        rate: 100,
        duration: 2,
        routes: [{ name: 'page', weight: 1, paths: ['/'] }],
      })
      assert.equal(result.overall.count, 200)
      assert.isAtMost(result.overall.served, 45)
      assert.isAbove(result.overall.served, 5)
      // 200 answers at 40 a second take 5 s: about 3 s after the last request was sent.
      assert.isAbove(result.overall.drainSeconds, 1.5)
    } finally {
      server.close()
    }
  }).timeout(30_000)
})
