import { Exception } from '@adonisjs/core/exceptions'

/**
 * The database (or another part the request needs) cannot be reached right
 * now: a 503 with Retry-After, the "back in a moment" page or `{detail}` on
 * /api (app/exceptions/handler.ts). The cause is kept for the log.
 */
export class ServiceUnavailableError extends Exception {
  static status = 503
  static code = 'E_SERVICE_UNAVAILABLE'
  identifier = 'errors.unavailable'
  /** Seconds a client should wait before trying again. */
  retryAfter = 5

  constructor(cause: unknown) {
    super('The database cannot be reached', { cause })
  }
}
