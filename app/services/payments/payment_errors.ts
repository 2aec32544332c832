import { DomainError } from '#exceptions/domain_error'

/**
 * Refusals of a payment, each with its message's i18n key (credits.errors.*):
 * /api answers `{detail}` with the status; a page (Buy Now, Reserve) shows the
 * message as a toast and goes back (exception handler).
 */

/** No gateway can take this payment (no keys and no demo, e.g. production without keys). */
export class PaymentsUnavailableError extends DomainError {
  static status = 503
  static code = 'E_PAYMENTS_UNAVAILABLE'

  constructor() {
    super('credits.errors.unavailable')
  }
}

/** The provider could not start the checkout: 'Failed to initiate payment'. */
export class PaymentInitiationError extends DomainError {
  static status = 502
  static code = 'E_PAYMENT_INITIATION'

  constructor() {
    super('credits.errors.initiate_failed')
  }
}

/** A signature, amount or order that does not match: 'Payment verification failed'. */
export class PaymentVerificationError extends DomainError {
  static status = 400
  static code = 'E_PAYMENT_VERIFICATION'

  /** `reason`: what did not match, as the error's message for the log (the buyer reads the translated one). */
  constructor(reason?: string) {
    super('credits.errors.verification_failed')
    if (reason) this.message = reason
  }
}

/** A package id that does not exist for that country, or a property that cannot be booked. */
export class NotPurchasableError extends DomainError {
  static status = 422
  static code = 'E_NOT_PURCHASABLE'
}

/** A webhook whose signature (or timestamp) is not right. */
export class WebhookSignatureError extends DomainError {
  static status = 400
  static code = 'E_WEBHOOK_SIGNATURE'

  constructor() {
    super('credits.errors.webhook_signature')
  }
}
