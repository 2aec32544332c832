import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Property from '#models/property'
import { isAdmin } from '#shared/roles'

/** Who may change a listing (001 §6): its owner, or an admin. */
export default class PropertyPolicy extends BasePolicy {
  manage(user: User, property: Property) {
    return user.id === property.ownerId || isAdmin(user.role)
  }

  /** Deleted listings come back only through an admin. */
  restore(user: User) {
    return isAdmin(user.role)
  }
}
