import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Property from '#models/property'
import { isAdmin } from '#rules/roles'

/** Who may change a listing (001 §6): its owner, or an admin. */
export default class PropertyPolicy extends BasePolicy {
  /**
   * Edit, status, publish, renew, delete. Someone else's draft or expired
   * listing is not public, so for them it does not exist: 404 as on its
   * public page, where a live one is a 403.
   */
  manage(user: User, property: Property) {
    if (user.id === property.ownerId || isAdmin(user.role)) return true
    return property.listingState === 'active' ? false : AuthorizationResponse.deny('Not found', 404)
  }

  /** Deleted listings come back only through an admin. */
  restore(user: User) {
    return isAdmin(user.role)
  }
}
