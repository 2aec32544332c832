import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type BulkImport from '#models/bulk_import'
import { isAdmin } from '#rules/roles'

/** Who may follow an import (its owner; admins too) and undo it (its owner only, within 7 days). */
export default class BulkImportPolicy extends BasePolicy {
  view(user: User, job: BulkImport) {
    return user.id === job.userId || isAdmin(user.role)
  }

  undo(user: User, job: BulkImport) {
    return user.id === job.userId
  }
}
