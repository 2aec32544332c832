import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Lead from '#models/lead'
import { canUseDashboard, isAdmin } from '#rules/roles'

/**
 * Who may change a lead's status (000 §6, issues 16 and 27): an admin any
 * lead (the marketplace's own, without an owner, included); every other
 * account only the leads of its own listings and ventures.
 */
export default class LeadPolicy extends BasePolicy {
  update(user: User, lead: Lead) {
    if (!canUseDashboard(user.role)) return false
    return isAdmin(user.role) || (lead.ownerId !== null && lead.ownerId === user.id)
  }
}
