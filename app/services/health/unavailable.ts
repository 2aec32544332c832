/**
 * Errors that say the database or Redis cannot be reached (down, restarting, a
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

/** ioredis, while Redis is down (start/redis.ts turns its offline queue off once connected). */
const REDIS_DOWN =
  /enableOfflineQueue options is false|Connection is closed|Reached the max retries per request/

export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, fatal } = error as { code?: string; fatal?: boolean }
  if (error.name === 'KnexTimeoutError' || error.name === 'MaxRetriesPerRequestError') return true
  if (REDIS_DOWN.test(error.message)) return true
  if (code && CONNECTION_CODES.has(code)) return true
  if (fatal === true && typeof code === 'string') return true
  return /connection is in closed state|Pool is closed/i.test(error.message)
}
