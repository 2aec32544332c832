import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { BaseCommand } from '@adonisjs/core/ace'
import type { MixRoute } from '#services/bench/load_mix'
import { pinned, residentMb, startLoadServer } from '#services/bench/load_server'

export type RouteFigures = { p50: number | null; p95: number | null; p99?: number | null }
export type MixFigures = RouteFigures & {
  count: number
  rate: number
  errors: number
  statuses: Record<string, number>
}
export type LoadResult = {
  unloaded: Map<string, RouteFigures & { json?: RouteFigures }>
  mix: {
    routes: Record<string, MixFigures>
    overall: MixFigures & {
      maxInFlight: number
      /** Answers per second that came back inside the measured window (the rate served). */
      served: number
      /** Seconds from the last request sent to the last answer (the queue left). */
      drainSeconds: number
    }
    windows: number[]
  }
  memory: number[]
  rate: number
  duration: number
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]

const HEADERS = {
  'Accept-Encoding': 'br, gzip',
  // An English-speaking visitor in India (the saved choices of detect_market_middleware.ts).
  'Accept-Language': 'en-IN,en;q=0.9',
}

/** `runs` sequential requests after three warm-ups: p50/p95/p99 in ms. */
async function sequential(url: string, init: RequestInit, runs: number): Promise<RouteFigures> {
  const samples: number[] = []
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now()
    const response = await fetch(url, init)
    await response.arrayBuffer()
    if (i >= 3) samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
  }
}

/** The Inertia version of the served build (a page's JSON is asked for with it). */
async function inertiaVersion(base: string): Promise<string> {
  const response = await fetch(`${base}/`, { headers: HEADERS })
  const html = await response.text()
  return (
    /&quot;version&quot;:&quot;([^&]+)&quot;|"version":"([^"]+)"/
      .exec(html)
      ?.slice(1)
      .find(Boolean) ?? ''
  )
}

/**
 * Builds when asked or when build/ is missing, serves it, measures each
 * route unloaded (pages also as their Inertia JSON: the difference is the
 * render), then runs the generator at the fixed rate, sampling the
 * server's resident memory every 10 s, and stops the server.
 */
export async function runLoad(options: {
  command: BaseCommand
  routes: MixRoute[]
  visitors: string[]
  database: Record<string, string>
  rate: number
  duration: number
  warmup: number
  processes: number
  serverCores: string
  generatorCores: string
  runs: number
  build: boolean
  sampleMemory: boolean
}): Promise<LoadResult> {
  const root = app.makePath()
  if (options.build || !existsSync(join(root, 'build/bin/server.js'))) {
    options.command.logger.info('building (npm run build)')
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (built.status !== 0) throw new Error('npm run build failed')
  }
  const server = await startLoadServer({
    root,
    processes: options.processes,
    cores: options.serverCores,
    database: options.database,
  })
  const work = await mkdtemp(join(tmpdir(), 'dreamhomes-load-'))
  try {
    options.command.logger.info(
      `serving on ${server.base}; unloaded, ${options.runs} requests per route`
    )
    const version = await inertiaVersion(server.base)
    const unloaded = new Map<string, RouteFigures & { json?: RouteFigures }>()
    for (const route of options.routes.filter((r) => (r.method ?? 'GET') === 'GET')) {
      const url = `${server.base}${route.paths[0]}`
      const figures: RouteFigures & { json?: RouteFigures } = await sequential(
        url,
        { headers: HEADERS },
        options.runs
      )
      if (route.page)
        figures.json = await sequential(
          url,
          { headers: { ...HEADERS, 'X-Inertia': 'true', 'X-Inertia-Version': version } },
          options.runs
        )
      unloaded.set(route.name, figures)
    }

    options.command.logger.info(
      `the mix: ${options.rate} req/s for ${options.duration} s after ${options.warmup} s of warm-up`
    )
    const planFile = join(work, 'plan.json')
    await writeFile(
      planFile,
      JSON.stringify({
        base: server.base,
        rate: options.rate,
        duration: options.duration,
        warmup: options.warmup,
        headers: HEADERS,
        routes: options.routes,
        visitors: options.visitors,
      })
    )
    const memory: number[] = []
    const sampler = setInterval(() => memory.push(residentMb(server.pids())), 10_000)
    const [command, args] = pinned(options.generatorCores, process.execPath, [
      app.makePath('bin/load_generator.js'),
      planFile,
    ])
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.once('error', reject)
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`the generator failed (${code})`))
      )
    })
    clearInterval(sampler)
    memory.push(residentMb(server.pids()))
    return {
      unloaded,
      mix: JSON.parse(output),
      memory,
      rate: options.rate,
      duration: options.duration,
    }
  } finally {
    await server.stop()
    await rm(work, { recursive: true, force: true })
  }
}
