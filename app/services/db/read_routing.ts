import { AsyncLocalStorage } from 'node:async_hooks'
import { QueryClient } from '@adonisjs/lucid/database'

/** What one web request has done to the database so far. */
type RequestScope = { wrote: boolean }

const scopes = new AsyncLocalStorage<RequestScope>()
let installed = false

/**
 * Read replicas (DB_READ_HOSTS, config/database.ts) serve only the reads of
 * a web request that has not written yet. Lucid sends a query client's reads
 * to its read connection and its writes and transactions to the write one;
 * this routes, through the two methods every query of a `dual` client (the
 * default one: models, `db.from`, the session and limiter stores) asks for its
 * connection:
 * - `getWriteClient` (asked by every write, transaction and insert query)
 *   marks the request as one that wrote;
 * - `getReadClient` answers the primary instead of a replica once the request
 *   wrote (read-your-own-writes), and outside any web request (Ace commands,
 *   migrations, background jobs), where no one waits on a replica's lag.
 * A client asked for explicitly in `read` or `write` mode keeps its mode.
 */
export function installReadRouting() {
  if (installed) return
  installed = true
  const readClient = QueryClient.prototype.getReadClient
  const writeClient = QueryClient.prototype.getWriteClient
  QueryClient.prototype.getReadClient = function (this: QueryClient) {
    if (this.mode === 'dual') {
      const scope = scopes.getStore()
      if (!scope || scope.wrote) return writeClient.call(this)
    }
    return readClient.call(this)
  }
  QueryClient.prototype.getWriteClient = function (this: QueryClient) {
    const scope = scopes.getStore()
    if (scope) scope.wrote = true
    return writeClient.call(this)
  }
}

/**
 * DB_READ_HOSTS (config/database.ts): comma-separated host[:port], the port
 * `defaultPort` (DB_PORT) unless given, an IPv6 address in brackets. The
 * replicas share the primary's user, password and database.
 */
export function parseReadHosts(value: string | undefined, defaultPort: number) {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry)
      if (!match) throw new Error(`DB_READ_HOSTS: "${entry}" is not host[:port]`)
      const host = match[1].replace(/^\[|\]$/g, '')
      return { host, port: match[2] ? Number(match[2]) : defaultPort }
    })
}

/** Runs one web request's work in its own scope (ReadRoutingMiddleware). */
export function inRequestScope<T>(work: () => T): T {
  return scopes.run({ wrote: false }, work)
}

/**
 * Runs `work` with its reads on the primary, inside a request that has not
 * written: what must never be behind, as the session a sign-in has just
 * written (config/session.ts).
 */
export function onPrimary<T>(work: () => T): T {
  return scopes.run({ wrote: true }, work)
}

/** Whether the current web request has written (its reads go to the primary). */
export function requestWrote() {
  return scopes.getStore()?.wrote ?? false
}
