import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { freePort as freeNumberedPort } from '#services/net/free_port'

/** What a fresh clone lacks (.gitignore), plus git's own folder. */
const NOT_IN_A_CLONE = new Set([
  'node_modules',
  'build',
  'coverage',
  '.env',
  '.env.local',
  'tmp',
  'storage',
  '.git',
  'public/assets',
])

/**
 * A copy of the project as a fresh clone has it (no .env, no database, no
 * build), in a temporary folder, with node_modules linked instead of
 * installed so the test takes seconds, not minutes: a folder of its own whose
 * entries link to the installed packages, all but Vite's cache (.vite). Were
 * the whole folder linked, the copy's dev server would rewrite the optimized
 * dependencies of this test run's own Vite server, whose pages would then ask
 * for outdated chunks (504) and never hydrate. The copy's lock file is
 * dated no later than the install, so bin/setup.js sees the install as
 * current: its `npm ci` would otherwise empty the linked, shared node_modules.
 */
export async function freshCheckout(): Promise<{ root: string; remove: () => Promise<void> }> {
  const source = app.makePath()
  const root = await mkdtemp(join(tmpdir(), 'dreamhomes-clone-'))
  await cp(source, root, {
    recursive: true,
    filter: (path) => !NOT_IN_A_CLONE.has(relative(source, path)),
  })
  await mkdir(join(root, 'tmp'))
  await mkdir(join(root, 'node_modules'))
  for (const entry of await readdir(join(source, 'node_modules'))) {
    if (entry === '.vite') continue
    await symlink(join(source, 'node_modules', entry), join(root, 'node_modules', entry))
  }
  const installed = await stat(join(source, 'node_modules', '.package-lock.json'))
  const aSecondBefore = (installed.mtimeMs - 1000) / 1000
  await utimes(join(root, 'package-lock.json'), aSecondBefore, aSecondBefore)
  return { root, remove: () => rm(root, { recursive: true, force: true }) }
}

/** Only what a newcomer's shell has: PATH and HOME, none of the test run's settings. */
export function bareEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra }
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv }
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))
    )
  })
}

/**
 * Starts a long-running command in its own process group (so the server it
 * spawns stops with it) and collects its output.
 */
export function start(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv }
) {
  const child: ChildProcess = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = { text: '' }
  child.stdout!.on('data', (chunk) => (log.text += chunk))
  child.stderr!.on('data', (chunk) => (log.text += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return {
    log,
    pid: child.pid!,
    /** Sends `signal` to the process itself (not its group). */
    signal(signal: NodeJS.Signals) {
      child.kill(signal)
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      // `node ace serve` ignores SIGTERM; SIGINT stops it and the server it started.
      process.kill(-child.pid!, 'SIGINT')
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Polls `url` until it answers (any status) or `timeoutMs` passes. */
export async function waitForServer(
  url: string,
  timeoutMs: number,
  log: { text: string }
): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      return await fetch(url, { headers: { 'accept-language': 'en-US' } })
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log.text}`)
}

/** A free port as an environment variable's value (app/services/net/free_port.ts). */
export async function freePort(): Promise<string> {
  return String(await freeNumberedPort())
}
