import { Contract } from './contract.js'
import { DocumentCache } from './document_cache.js'
import { CliFailure, EXIT, refusal } from './failure.js'

/**
 * Calls /api operations by operationId: method and path from the server's
 * document, the body checked against the operation's schema before it is
 * sent, the answer's schema handed back with it for display.
 */
export class Api {
  /**
   * @param {{ dir: string, url: string, token?: string, tokenSource: string, language: string }} server
   * @param {(key: string, vars?: Record<string, unknown>) => string} t
   */
  constructor(server, t) {
    this.server = server
    this.t = t
    this.cache = new DocumentCache(server.dir, server.url, t)
    /** @type {Contract | null} */
    this.contract = null
  }

  /**
   * The operation, from the cached document, or a fresh one when the cached
   * document does not have it (the server was upgraded).
   * @param {string} operationId
   */
  async #operation(operationId) {
    this.contract ??= new Contract(await this.cache.load(), this.t)
    let found = this.contract.find(operationId)
    if (!found) {
      this.contract = new Contract(await this.cache.load(true), this.t)
      found = this.contract.find(operationId)
    }
    if (!found)
      throw new CliFailure(
        EXIT.unreachable,
        this.t('error.no_operation', { url: this.server.url, operation: operationId }),
        this.t('hint.upgrade_server')
      )
    return { ...found, contract: this.contract }
  }

  /**
   * @param {string} operationId
   * @param {{ params?: Record<string, unknown>, body?: Record<string, unknown>, file?: { name: string, bytes: Buffer } }} [input]
   * @returns {Promise<{ status: number, body: any, schema: any }>}
   */
  async call(operationId, input = {}) {
    const { method, path: template, operation, contract } = await this.#operation(operationId)
    /** @type {Record<string, unknown>[]} */
    const security = operation.security ?? []
    const takesToken = security.some((s) => 'bearer' in s)
    // A token is required unless the operation is public or takes one optionally.
    if (security.length > 0 && security.every((s) => 'bearer' in s)) this.#requireToken()
    const path = contract.pathOf({ path: template, operation }, input.params ?? {})
    const headers = /** @type {Record<string, string>} */ ({
      'Accept': 'application/json',
      // Node's fetch sends `*`, which the site reads as Hindi for Indian visitors.
      'Accept-Language': this.server.language,
    })
    if (takesToken && this.server.token) headers.Authorization = `Bearer ${this.server.token}`
    const body = this.#body(operation, contract, input, headers)
    let response
    try {
      response = await fetch(`${this.server.url}${path}`, { method, headers, body })
    } catch {
      throw new CliFailure(
        EXIT.unreachable,
        this.t('error.unreachable', { url: this.server.url }),
        this.t('hint.unreachable')
      )
    }
    const text = await response.text()
    const answer = text ? safeJson(text) : null
    if (!response.ok)
      throw refusal(
        {
          status: response.status,
          body: answer,
          retryAfter: response.headers.get('retry-after'),
          signIn: !takesToken,
          abilities: security.flatMap((s) => /** @type {string[]} */ (s.bearer ?? [])),
          tokenSource: this.server.tokenSource,
          url: this.server.url,
        },
        this.t
      )
    return {
      status: response.status,
      body: answer,
      schema: contract.responseSchema(operation, response.status),
    }
  }

  #requireToken() {
    if (this.server.token) return
    throw new CliFailure(
      EXIT.signedOut,
      this.t('error.signed_out', { url: this.server.url }),
      this.t('hint.login', { url: this.server.url })
    )
  }

  /**
   * A JSON body checked against the operation's schema, or the multipart form
   * whose file field the document names.
   * @param {any} operation
   * @param {Contract} contract
   * @param {{ body?: Record<string, unknown>, file?: { name: string, bytes: Buffer } }} input
   * @param {Record<string, string>} headers
   */
  #body(operation, contract, input, headers) {
    const content = operation.requestBody?.content ?? {}
    const multipart = content['multipart/form-data']?.schema
    if (input.file && multipart) {
      const field = multipart.required?.[0] ?? Object.keys(multipart.properties ?? {})[0]
      const form = new FormData()
      form.append(field, new Blob([input.file.bytes]), input.file.name)
      return form
    }
    const schema = content['application/json']?.schema
    if (!schema) return undefined
    headers['Content-Type'] = 'application/json'
    return JSON.stringify(contract.check(schema, { ...input.body }))
  }
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
