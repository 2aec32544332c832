import { Exception } from '@adonisjs/core/exceptions'

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
  /** Also shown as a toast on a page; always so when there is no field. */
  toast?: boolean
}

/**
 * The one family of refusals a use case throws: a rule of the product said
 * no (a reserved unit, a short balance, a duplicate tower, a file that is not
 * a spreadsheet). `identifier` is the message's i18n key. The exception
 * handler renders every one the same way (app/exceptions/handler.ts):
 * - /api and a page's own JSON fetch: the status with `{detail, errors?, ...body}`;
 * - an Inertia page: the field's form error and/or a toast, then back;
 *   a 404 is the not-found page.
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

  constructor(identifier: string, options: DomainErrorOptions = {}) {
    super(identifier, { status: options.status ?? (new.target as typeof DomainError).status })
    this.identifier = identifier
    this.field = options.field
    this.rule = options.rule ?? options.field ?? 'domain'
    this.values = options.values ?? {}
    this.body = options.body ?? {}
    this.toast = options.toast ?? !options.field
  }
}
