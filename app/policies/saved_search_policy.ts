import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type SavedSearch from '#models/saved_search'

/** A saved search is its owner's alone (issue 31): anyone else is refused (403). */
export default class SavedSearchPolicy extends BasePolicy {
  manage(user: User, search: SavedSearch) {
    return user.id === search.userId
  }
}
