import type Venture from '#models/venture'
import { FieldError } from '#exceptions/field_error'

/** 'RERA Approved' claimed without a RERA registration number: 422 on `rera_number`. */
export class ReraNumberRequiredError extends FieldError {
  constructor() {
    super('rera_number', 'ventures.errors.rera_number_required', 'rera_number_required')
  }
}

/**
 * Issue 27: a venture may claim 'RERA Approved' only with its RERA registration
 * number (shown on its card and page). `next` is what the write stores; what it
 * leaves out stays as `current` has it.
 */
export function assertReraNumber(
  next: Pick<Partial<Venture>, 'approvals' | 'reraNumber'>,
  current?: Pick<Venture, 'approvals' | 'reraNumber'>
): void {
  const approvals = next.approvals ?? current?.approvals ?? []
  const number = next.reraNumber !== undefined ? next.reraNumber : (current?.reraNumber ?? null)
  if (approvals.includes('rera_approved') && !number?.trim()) throw new ReraNumberRequiredError()
}
