import type { InertiaPages } from '@adonisjs/inertia/types'
import { DomainError } from '#exceptions/domain_error'

/**
 * A page that was public and is no longer (an expired or deleted listing, a
 * withdrawn or deleted venture): answered 410 Gone, so search engines drop it,
 * where an id that never was public is 404 (NotFoundError; README "Search
 * engines"). `page` is the not-found page a visit shows (the generic one
 * unless said); /api answers `{detail}`.
 */
export class GoneError extends DomainError {
  static status = 410

  constructor(page?: keyof InertiaPages) {
    super('errors.gone', { page })
  }
}
