import { DomainError } from '#exceptions/domain_error'

/**
 * Thrown by CreditLedger.spend when the balance is short. Nothing was
 * written: the ledger's savepoint was rolled back. The same words everywhere
 * (001 §8): /api answers 402 `{"detail": "Insufficient credits! Please
 * purchase more credits."}`; a page gets them as its form's `credits` error
 * (the Add Property form opens its no-credits dialog, the Venture Builder
 * shows it in the dialog) and as a toast (My Listings' publish and renew).
 */
export class InsufficientCreditsError extends DomainError {
  static status = 402
  static code = 'E_INSUFFICIENT_CREDITS'

  constructor(
    readonly needed: number,
    readonly available: number
  ) {
    super('credits.errors.insufficient', { field: 'credits', toast: true })
  }
}

/** A grant or spend of zero, a negative or a fractional number of credits. */
export class InvalidCreditAmountError extends DomainError {
  static status = 422
  static code = 'E_INVALID_CREDIT_AMOUNT'

  constructor(readonly amount: number) {
    super('credits.errors.invalid_amount')
  }
}
