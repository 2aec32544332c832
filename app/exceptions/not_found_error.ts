import type { InertiaPages } from '@adonisjs/inertia/types'
import { DomainError } from '#exceptions/domain_error'

/**
 * What a page shows does not exist, or never was public: 404 with the
 * page's own not-found page (`page`, the generic one unless said), where
 * what was public and is no longer is GoneError (410). /api answers
 * `{detail}` as for any unknown id.
 */
export class NotFoundError extends DomainError {
  static status = 404

  constructor(page?: keyof InertiaPages) {
    super('errors.not_found', { page })
  }
}
