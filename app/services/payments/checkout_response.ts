import type { Checkout } from '#services/payments/create_checkout'
import { bool, int, nullable, object, str } from '#transformers/schemas/json_schema'

/**
 * The create-order answer of 001 §7: provider, key_id, amount, currency,
 * order_id, transaction_id, checkout_url (absolute), plus `demo` so a
 * client can label a demo checkout.
 */
export function checkoutResponse(checkout: Checkout, origin: string) {
  return {
    provider: checkout.gateway.name,
    demo: checkout.gateway.demo,
    key_id: checkout.keyId,
    amount: checkout.payment.amountMinor,
    currency: checkout.payment.currency,
    order_id: checkout.orderId,
    transaction_id: checkout.payment.id,
    checkout_url: checkout.checkoutUrl ? new URL(checkout.checkoutUrl, origin).toString() : null,
  }
}

/**
 * What a page needs to open an in-page checkout (Razorpay), flashed as
 * `checkout` by the web routes that start a payment.
 */
export function inPageCheckout(checkout: Checkout, packageId: string | null): InPageCheckout {
  return {
    key_id: checkout.keyId,
    order_id: checkout.orderId,
    transaction_id: checkout.payment.id,
    amount: checkout.payment.amountMinor,
    currency: checkout.payment.currency,
    package_id: packageId,
  }
}

/** The flashed `checkout` (the Inertia middleware's flash type; the page reads it as Data.FlashMessages). */
export type InPageCheckout = {
  key_id: string | null
  order_id: string
  transaction_id: number
  amount: number
  currency: string
  package_id: string | null
}

/** The shape of checkoutResponse (and of POST /api/bookings with `booking_id`), for the OpenAPI document. */
export const checkoutSchemas = {
  Checkout: object({
    provider: str,
    demo: bool,
    key_id: nullable(str),
    amount: int,
    currency: str,
    order_id: str,
    transaction_id: int,
    checkout_url: nullable(str),
  }),
}
