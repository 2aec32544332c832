import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { CliFailure, EXIT } from './failure.js'

/**
 * Where the client keeps its sign-ins and the cached documents:
 * $XDG_CONFIG_HOME/dreamhomes, else ~/.config/dreamhomes (HOME is read on every
 * run, so the tests point it at a temp folder).
 * @param {NodeJS.ProcessEnv} env
 */
export function configDir(env = process.env) {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config')
  return join(base, 'dreamhomes')
}

/**
 * @typedef {{ url?: string, servers: Record<string, { token: string, email: string }> }} Config
 */

/**
 * The stored sign-ins: the last server signed in to (`url`) and a token per
 * server, so a token is only ever sent to the server that issued it.
 * @param {string} dir
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 * @returns {Promise<Config>}
 */
export async function readConfig(dir, t) {
  const file = join(dir, 'config.json')
  let text
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return { servers: {} }
  }
  try {
    const config = JSON.parse(text)
    return { ...config, servers: config.servers ?? {} }
  } catch {
    throw new CliFailure(EXIT.usage, t('error.bad_config', { file }), t('hint.bad_config'))
  }
}

/**
 * Writes the config readable by its owner only (0600, in a 0700 folder): it
 * holds tokens. Written to a new file then renamed, so a crash never leaves half.
 * @param {string} dir
 * @param {Config} config
 */
export async function writeConfig(dir, config) {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const file = join(dir, 'config.json')
  const next = `${file}.${process.pid}.tmp`
  await writeFile(next, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 })
  await rename(next, file)
}

/**
 * A server address as given (`--url`, DREAMHOMES_URL, the login prompt),
 * without a trailing slash; http and https only.
 * @param {string} raw
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
export function serverUrl(raw, t) {
  let url
  try {
    url = new URL(raw.trim())
  } catch {
    url = null
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new CliFailure(EXIT.usage, t('error.bad_url', { url: raw }), t('hint.bad_url'))
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * The server and token of this run: `--url`, else DREAMHOMES_URL, else the last
 * server signed in to; `--token`, else DREAMHOMES_TOKEN, else the one stored for
 * that server.
 * @param {{ url?: string, token?: string }} opts
 * @param {NodeJS.ProcessEnv} env
 * @param {Config} config
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
export function resolveServer(opts, env, config, t) {
  const rawUrl = opts.url ?? env.DREAMHOMES_URL ?? config.url
  const url = rawUrl ? serverUrl(rawUrl, t) : undefined
  if (opts.token) return { url, token: opts.token, tokenSource: 'flag' }
  if (env.DREAMHOMES_TOKEN) return { url, token: env.DREAMHOMES_TOKEN, tokenSource: 'env' }
  const stored = url ? config.servers[url] : undefined
  return { url, token: stored?.token, tokenSource: 'config' }
}
