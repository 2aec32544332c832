import { Exception } from '@adonisjs/core/exceptions'

/** A checkout that cannot start for a reason the buyer is told: `identifier` is the message's i18n key. */
export abstract class CheckoutRefusedError extends Exception {
  abstract identifier: string
}

/** No gateway can take this payment (no keys and no demo, e.g. production without keys). */
export class PaymentsUnavailableError extends CheckoutRefusedError {
  static status = 503
  static code = 'E_PAYMENTS_UNAVAILABLE'
  identifier = 'credits.errors.unavailable'
}

/** The provider could not start the checkout: 'Failed to initiate payment'. */
export class PaymentInitiationError extends CheckoutRefusedError {
  static status = 502
  static code = 'E_PAYMENT_INITIATION'
  identifier = 'credits.errors.initiate_failed'
}

/** A signature, amount or order that does not match: 'Payment verification failed'. */
export class PaymentVerificationError extends Exception {
  static status = 400
  static code = 'E_PAYMENT_VERIFICATION'
  identifier = 'credits.errors.verification_failed'
}

/** A package id that does not exist for that country, or a property that cannot be booked. */
export class NotPurchasableError extends CheckoutRefusedError {
  static status = 422
  static code = 'E_NOT_PURCHASABLE'
  constructor(readonly identifier: string) {
    super(identifier)
  }
}

/** A webhook whose signature (or timestamp) is not right. */
export class WebhookSignatureError extends Exception {
  static status = 400
  static code = 'E_WEBHOOK_SIGNATURE'
  identifier = 'credits.errors.webhook_signature'
}
