import { Exception } from '@adonisjs/core/exceptions'
import type { RoutesList } from '@adonisjs/core/types/http'
import type { InertiaPages } from '@adonisjs/inertia/types'

/** A page's route by name, one without parameters ('admin', 'credits'). */
export type PageRoute = {
  [Name in keyof RoutesList['GET']]: RoutesList['GET'][Name] extends { paramsTuple?: [] }
    ? Name
    : never
}[keyof RoutesList['GET']]

export type DomainErrorOptions = {
  /** The HTTP status it is answered with: 422 unless said. */
  status?: number
  /** The form field it belongs to: `errors[]` on /api, that field's error on a page. */
  field?: string
  /** The validation rule it is reported as (`errors[].rule`); the field's name unless said. */
  rule?: string
  /** The message's values ({{seconds}}, {{unit}}, ...). */
  values?: Record<string, unknown>
  /** More members of the /api answer, beside `detail` (e.g. the `import_id` of a running import). */
  body?: Record<string, unknown>
  /**
   * Also shown as a toast on a page; so unless said when there is no field,
   * except for a 404 or 410, which is a not-found page.
   */
  toast?: boolean
  /** A 404 or 410's own not-found page (e.g. 'properties/not_found'); the generic one unless said. */
  page?: keyof InertiaPages
  /** The page to go back to when the request names no previous one (no Referer); home unless said. */
  back?: PageRoute
  /** The error underneath (a provider's), for the log. */
  cause?: unknown
}

/** Statuses a page answers with a not-found page rather than going back. */
const NOT_FOUND_STATUSES = new Set([404, 410])

/**
 * The one family of refusals a use case throws: a rule of the product said
 * no (a reserved unit, a short balance, a duplicate tower, a file that is not
 * a spreadsheet). `identifier` is the message's i18n key. The exception
 * handler renders every one the same way (app/exceptions/handler.ts):
 * - /api and a page's own JSON fetch: the status with `{detail, errors?, ...body}`;
 * - an Inertia page: the field's form error and/or a toast, then back;
 *   a 404 or 410 that is no toast is its not-found page, with its status.
 * No controller catches one to translate it.
 */
export class DomainError extends Exception {
  static status = 422

  readonly identifier: string
  readonly field?: string
  readonly rule: string
  readonly values: Record<string, unknown>
  readonly body: Record<string, unknown>
  readonly toast: boolean
  readonly page?: keyof InertiaPages
  readonly back?: PageRoute

  constructor(identifier: string, options: DomainErrorOptions = {}) {
    const status = options.status ?? (new.target as typeof DomainError).status
    super(identifier, { status, cause: options.cause })
    this.identifier = identifier
    this.field = options.field
    this.rule = options.rule ?? options.field ?? 'domain'
    this.values = options.values ?? {}
    this.body = options.body ?? {}
    this.toast = options.toast ?? (!options.field && !NOT_FOUND_STATUSES.has(status))
    this.page = options.page
    this.back = options.back
  }

  /** A page shows its not-found page for it (a 404 or 410 that is no toast). */
  get isNotFoundPage(): boolean {
    return NOT_FOUND_STATUSES.has(this.status) && !this.toast
  }
}
