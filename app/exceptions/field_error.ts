import { Exception } from '@adonisjs/core/exceptions'

/**
 * A use case refused one field of a form for a reason only it can see (a
 * place missing from the location tree, the status of a reserved listing).
 * The exception handler answers it like that field's validation error: 422
 * `{detail, errors}` on /api, the form's error on a page. `identifier` is
 * the message's i18n key.
 */
export class FieldError extends Exception {
  static status = 422

  constructor(
    readonly field: string,
    readonly identifier: string,
    readonly rule: string
  ) {
    super(`${field}: ${identifier}`)
  }
}
