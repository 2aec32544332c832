import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { Group } from '@japa/runner/core'

/** The test server, as a user would give it to `--url`. */
export function serverUrl() {
  return `http://${process.env.HOST}:${process.env.PORT}`
}

export type CliRun = { code: number | null; stdout: string; stderr: string }

/**
 * Runs the real `bin/dreamhomes.js` in a child process against the test
 * server (DREAMHOMES_URL), with HOME at `home` and nothing else of this
 * process's environment but PATH; `input` is its stdin.
 */
export function runCli(
  home: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {}
): Promise<CliRun> {
  const child = spawn(process.execPath, [app.makePath('bin/dreamhomes.js'), ...args], {
    cwd: app.makePath(),
    env: {
      PATH: process.env.PATH,
      HOME: home,
      LANG: 'C.UTF-8',
      DREAMHOMES_URL: serverUrl(),
      ...options.env,
    },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  child.stdin.end(options.input ?? '')
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A fresh HOME for each test of the group (its config folder starts empty); removed afterwards. */
export function cliHomes(group: Group) {
  let home = ''
  group.each.setup(async () => {
    home = await mkdtemp(join(tmpdir(), 'dreamhomes-cli-'))
    return () => rm(home, { recursive: true, force: true })
  })
  return () => home
}

/** The config the client wrote under `home` (~/.config/dreamhomes/config.json). */
export async function storedConfig(home: string, base = join(home, '.config')) {
  return JSON.parse(await readFile(join(base, 'dreamhomes', 'config.json'), 'utf8'))
}
