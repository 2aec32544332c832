import { DomainError } from '#exceptions/domain_error'
import type Payment from '#models/payment'
import type { GatewayName } from '#models/payment'

export type CheckoutRequest = {
  payment: Payment
  /** What the buyer sees on the provider's page, e.g. "Popular: 20 credits". */
  description: string
  successUrl: string
  cancelUrl: string
}

export type CheckoutStart = {
  /** Razorpay order id, Stripe Checkout Session id, demo order id. */
  orderId: string
  /** Where to send the buyer (Stripe, demo); null for Razorpay's in-page checkout. */
  checkoutUrl: string | null
  /** The public key the in-page checkout needs (Razorpay); null otherwise. */
  keyId: string | null
}

/** What the provider says about a checkout when asked. */
export type PaymentLookup =
  | { paid: true; providerPaymentId: string | null; amountMinor: number; currency: string }
  | { paid: false; state: 'open' | 'failed' | 'expired' }

/** One payment provider behind the official SDK (or the demo). */
export interface PaymentGateway {
  readonly name: GatewayName
  /** True for the demo gateway: the UI labels it, production refuses it. */
  readonly demo: boolean
  createCheckout(request: CheckoutRequest): Promise<CheckoutStart>
  lookup(payment: Payment): Promise<PaymentLookup>
  refund(payment: Payment): Promise<void>
}

/**
 * The provider could not be reached or refused the call. Where a use case does
 * not turn it into its own refusal (a checkout's 'Failed to initiate payment'),
 * it reaches the person as 502 'The payment provider could not complete the
 * request' (an admin's refund). Its `message` says what failed, for the log.
 */
export class GatewayError extends DomainError {
  static status = 502
  static code = 'E_PAYMENT_PROVIDER'

  constructor(
    readonly gateway: GatewayName,
    message: string,
    cause?: unknown
  ) {
    super('credits.errors.provider_failed', { cause })
    this.message = `${gateway}: ${message}`
  }
}
