import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { freePort } from '#services/net/free_port'
import { availableParallelism } from 'node:os'

/**
 * The production build bench:load measures (issue 28): served from build/ by
 * bin/start.js (one process) or bin/cluster.js (several), pinned with
 * taskset to the cores given, against the bench database, every visitor
 * address trusted from the loopback proxy (the generator's X-Forwarded-For).
 */
export type LoadServer = { base: string; pids: () => number[]; stop: () => Promise<void> }

/** Runs `command` pinned to `cores` ("0", "1", "0-1") when taskset exists and the machine has them. */
export function pinned(cores: string, command: string, args: string[]): [string, string[]] {
  const hasTaskset = spawnSync('taskset', ['--version']).status === 0
  return hasTaskset && availableParallelism() > 1
    ? ['taskset', ['-c', cores, command, ...args]]
    : [command, args]
}

export async function startLoadServer(options: {
  root: string
  processes: number
  cores: string
  database: Record<string, string>
}): Promise<LoadServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const entry = options.processes > 1 ? 'bin/cluster.js' : 'bin/start.js'
  const [command, args] = pinned(options.cores, process.execPath, [entry])
  const log: string[] = []
  const child: ChildProcess = spawn(command, args, {
    cwd: options.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...options.database,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      TRUSTED_PROXIES: 'loopback',
      SESSION_DRIVER: 'cookie',
      LIMITER_STORE: 'memory',
      LOG_LEVEL: 'warn',
      WEB_PROCESSES: String(options.processes),
    },
  })
  child.stdout?.on('data', (chunk) => log.push(String(chunk)))
  child.stderr?.on('data', (chunk) => log.push(String(chunk)))
  for (const deadline = Date.now() + 90_000; ;) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${log.join('')}`)
    try {
      const ready = await fetch(`${base}/health/ready`)
      if (ready.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${log.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  // With several processes, wait until each has bound (the primary forks them one by one).
  await new Promise((resolve) => setTimeout(resolve, options.processes > 1 ? 3000 : 0))
  const pids = () => {
    const all = [child.pid!]
    const children = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
    for (const line of children.stdout.split('\n')) if (line.trim()) all.push(Number(line))
    return all
  }
  return {
    base,
    pids,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/** Resident memory of the processes, in MB (Linux /proc). */
export function residentMb(pids: number[]): number {
  let kb = 0
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {}
  }
  return kb / 1024
}
