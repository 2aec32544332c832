/**
 * Errors that say the database cannot be reached (down, restarting, a
 * dropped connection, a full pool), as opposed to a query's own failure: the
 * request is answered 503 (app/exceptions/handler.ts) and the next one tries
 * again, since the pool reconnects by itself.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CONNECTION_KILLED',
])

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, fatal } = error as { code?: string; fatal?: boolean }
  if (error.name === 'KnexTimeoutError') return true
  if (code && CONNECTION_CODES.has(code)) return true
  if (fatal === true && typeof code === 'string') return true
  return /connection is in closed state|Pool is closed/i.test(error.message)
}
