import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CliFailure, EXIT } from './failure.js'

/**
 * The server's OpenAPI document, kept under the config folder per server and
 * per `info.version` (cache/<server hash>/openapi-<version>.json), and used
 * for as long as the server's Cache-Control max-age says; then fetched again.
 * A server whose contract changed version gets a file of its own.
 */
export class DocumentCache {
  /**
   * @param {string} dir the config folder
   * @param {string} url the server
   * @param {(key: string, vars?: Record<string, unknown>) => string} t
   */
  constructor(dir, url, t) {
    this.url = url
    this.t = t
    this.folder = join(dir, 'cache', createHash('sha256').update(url).digest('hex').slice(0, 16))
  }

  /** The document: the cached one while fresh, unless `refresh`. */
  async load(refresh = false) {
    const cached = refresh ? null : await this.#cached()
    return cached ?? this.#fetch()
  }

  async #cached() {
    try {
      const index = JSON.parse(await readFile(join(this.folder, 'index.json'), 'utf8'))
      if (Date.now() - index.fetched_at > index.max_age * 1000) return null
      return JSON.parse(await readFile(join(this.folder, `openapi-${index.version}.json`), 'utf8'))
    } catch {
      return null
    }
  }

  async #fetch() {
    const address = `${this.url}/api/openapi.json`
    let response
    try {
      response = await fetch(address, { headers: { Accept: 'application/json' } })
    } catch {
      throw new CliFailure(
        EXIT.unreachable,
        this.t('error.unreachable', { url: this.url }),
        this.t('hint.unreachable')
      )
    }
    /** @type {any} */
    const document = await response.json().catch(() => null)
    if (!response.ok || typeof document?.openapi !== 'string' || !document.paths) {
      const status = response.status
      throw new CliFailure(
        EXIT.unreachable,
        this.t(status >= 500 ? 'error.server_failed' : 'error.no_api', { url: this.url, status }),
        this.t(status >= 500 ? 'hint.server_error' : 'hint.unreachable')
      )
    }
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])
    const version = String(document.info?.version ?? 'unknown').replace(/[^\w.-]/g, '_')
    // The config folder too, when this creates it: 0700, as writeConfig makes it.
    await mkdir(this.folder, { recursive: true, mode: 0o700 })
    await writeFile(join(this.folder, `openapi-${version}.json`), JSON.stringify(document))
    const index = { url: this.url, version, fetched_at: Date.now(), max_age: maxAge || 0 }
    await writeFile(join(this.folder, 'index.json'), JSON.stringify(index))
    return document
  }
}
