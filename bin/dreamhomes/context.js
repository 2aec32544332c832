import { Api } from './api.js'
import { CliFailure, EXIT } from './failure.js'
import { printJson, render } from './output.js'
import { configDir, readConfig, resolveServer, writeConfig } from './settings.js'

/**
 * What every command gets: the global options (`--url`, `--token`, `--json`,
 * `--lang`), the texts, the stored config, an /api client for the server of
 * this run, and the two ways to print (a result on stdout, a note on stderr).
 */
export class Context {
  /**
   * @param {{ url?: string, token?: string, json?: boolean }} opts
   * @param {(key: string, vars?: Record<string, unknown>) => string} t
   * @param {string} language
   * @param {NodeJS.ProcessEnv} [env]
   */
  constructor(opts, t, language, env = process.env) {
    this.opts = opts
    this.t = t
    this.language = language
    this.env = env
    this.json = Boolean(opts.json)
    this.dir = configDir(env)
  }

  async config() {
    return readConfig(this.dir, this.t)
  }

  /** @param {import('./settings.js').Config} config */
  async saveConfig(config) {
    await writeConfig(this.dir, config)
  }

  /**
   * The server and token of this run (see resolveServer); `urlOverride` is the
   * address a login asked for.
   * @param {string} [urlOverride]
   */
  async server(urlOverride) {
    const opts = urlOverride ? { ...this.opts, url: urlOverride } : this.opts
    const server = resolveServer(opts, this.env, await this.config(), this.t)
    if (!server.url)
      throw new CliFailure(EXIT.signedOut, this.t('error.no_server'), this.t('hint.login_url'))
    return { ...server, url: server.url, dir: this.dir, language: this.language }
  }

  /** @param {string} [urlOverride] */
  async api(urlOverride) {
    return new Api(await this.server(urlOverride), this.t)
  }

  /**
   * Calls an operation of the server of this run (see Api.call).
   * @param {string} operationId
   * @param {Parameters<Api['call']>[1]} [input]
   */
  async call(operationId, input) {
    const api = await this.api()
    return api.call(operationId, input)
  }

  /**
   * A result: the answer as JSON with `--json`, else laid out by its schema.
   * @param {any} body
   * @param {any} schema
   * @param {{ columns?: string[] }} [options]
   */
  show(body, schema, options) {
    if (this.json) return printJson(body)
    process.stdout.write(render(body, schema, options) + '\n')
  }

  /**
   * A sentence for people (nothing with `--json`).
   * @param {string} text
   */
  say(text) {
    if (!this.json) process.stdout.write(text + '\n')
  }

  /**
   * A note beside the result, on stderr.
   * @param {string} text
   */
  note(text) {
    process.stderr.write(text + '\n')
  }
}
