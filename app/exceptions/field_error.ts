import { DomainError } from '#exceptions/domain_error'

/**
 * A use case refused one field of a form for a reason only it can see (a
 * place missing from the location tree, the status of a reserved listing):
 * a DomainError answered like that field's validation error (422).
 */
export class FieldError extends DomainError {
  declare readonly field: string

  constructor(field: string, identifier: string, rule: string) {
    super(identifier, { field, rule })
  }
}
