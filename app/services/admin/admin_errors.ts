import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'

/**
 * A refused admin write, with the key of its message (resources/lang/<locale>/admin.json).
 * /api answers `{detail}` with the status (exception handler, via `identifier`); the admin
 * page gets the message as its error toast and goes back.
 */
export class AdminRefusal extends Error {
  readonly identifier: string

  constructor(
    messageKey: string,
    readonly status: 404 | 409 | 422 = 422
  ) {
    super(messageKey)
    this.identifier = messageKey
  }

  handle(error: AdminRefusal, ctx: HttpContext) {
    ctx.session.flash('error', ctx.i18n.t(error.identifier))
    return ctx.response.redirect().withQs().back(urlFor('admin'))
  }
}

export const ownRowRefused = () => new AdminRefusal('admin.errors.own_row')
export const notFound = () => new AdminRefusal('admin.errors.not_found', 404)
