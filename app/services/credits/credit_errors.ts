import { Exception } from '@adonisjs/core/exceptions'

/**
 * Thrown by CreditLedger.spend when the balance is short. Nothing was
 * written: the ledger's savepoint was rolled back. /api answers 402 with
 * `{"detail": "Insufficient credits! Please purchase more credits."}`.
 */
export class InsufficientCreditsError extends Exception {
  static status = 402
  static code = 'E_INSUFFICIENT_CREDITS'
  identifier = 'credits.errors.insufficient'

  constructor(
    readonly needed: number,
    readonly available: number
  ) {
    super(`Insufficient credits: ${needed} needed, ${available} available`)
  }
}

/** A grant or spend of zero, a negative or a fractional number of credits. */
export class InvalidCreditAmountError extends Exception {
  static status = 422
  static code = 'E_INVALID_CREDIT_AMOUNT'
  identifier = 'credits.errors.invalid_amount'

  constructor(readonly amount: number) {
    super(`Credit amounts are whole numbers from 1 up, got ${amount}`)
  }
}
