import { DomainError, type DomainErrorOptions } from '#exceptions/domain_error'

/**
 * Refused admin writes, each with its message (resources/lang/<locale>/admin.json).
 * /api answers `{detail}` with the status; the admin page gets the message as
 * its error toast and goes back to the panel, with the tab's query string
 * (exception handler; `back` when the request names no page).
 */
class AdminError extends DomainError {
  constructor(identifier: string, options: DomainErrorOptions = {}) {
    super(identifier, { back: 'admin', ...options })
  }
}

/** An admin changing the role of, or deleting, their own account here (422). */
export class OwnAccountError extends AdminError {
  constructor() {
    super('admin.errors.own_row')
  }
}

/** The row is gone (another admin deleted it): 404 on /api, a toast on the panel. */
export class AdminRecordNotFoundError extends AdminError {
  static status = 404

  constructor() {
    super('admin.errors.not_found', { toast: true })
  }
}

/**
 * An item in use by listings, ventures or places: never deleted (409
 * 'in_use'), nor renamed when listings store its name ('rename_in_use').
 */
export class ItemInUseError extends AdminError {
  static status = 409

  constructor(action: 'delete' | 'rename') {
    super(action === 'delete' ? 'admin.errors.in_use' : 'admin.errors.rename_in_use')
  }
}

/** Another item of the list has that name (409). */
export class DuplicateItemError extends AdminError {
  static status = 409

  constructor() {
    super('admin.errors.duplicate')
  }
}

/** A place below state level without its parent one level up, or a state with one (422). */
export class ParentRequiredError extends AdminError {
  constructor() {
    super('admin.errors.parent_required')
  }
}

/** No live account has the e-mail an admin gave (a credit grant over /api): 404. */
export class NoAccountWithEmailError extends AdminError {
  static status = 404

  constructor(email: string) {
    super('admin.errors.no_account_with_email', { values: { email }, toast: true })
  }
}
