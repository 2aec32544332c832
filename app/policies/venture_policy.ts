import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Venture from '#models/venture'
import { isAdmin } from '#rules/roles'

/** Who may change a venture, its towers and its units (issue 14): its owner, or an admin. */
export default class VenturePolicy extends BasePolicy {
  /** Admins may manage every venture. */
  before(user: User | null) {
    if (user && isAdmin(user.role)) return true
  }

  manage(user: User, venture: Venture) {
    return user.id === venture.ownerId
  }
}
