import {
  bookingValidator,
  cancelBookingValidator,
  createOrderValidator,
  packagesQueryValidator,
  verifyRazorpayValidator,
  verifyStripeValidator,
} from '#validators/payments'
import {
  arrayOf,
  bool,
  extend,
  int,
  object,
  ref,
  str,
  type Schema,
} from '#transformers/schemas/json_schema'
import { checkoutSchemas } from '#services/payments/checkout_response'
import { listOf, type OperationTable } from '#services/openapi/operation'

const checkout = ref('Checkout')
const verification = ref('PaymentVerification')
const order = { package_id: 'in_starter', country_code: 'IN' }
const razorpayAnswer = {
  transaction_id: 42,
  razorpay_order_id: 'order_Q1w2e3r4t5y6u7',
  razorpay_payment_id: 'pay_Q1w2e3r4t5y6u7',
  razorpay_signature: '5f2b…',
}
/** What a provider's webhook answers: it only reads the status. 422: a JSON body that is no object (the body parser's strict mode). */
const received: Schema = object({ received: bool, handled: bool }, ['handled'])

/** Credits and payments, the wallet, bookings (001 §7, 000 §7; docs/payments.md). */
export const paymentOperations: OperationTable = {
  'api.payment.credit_packages': {
    tag: 'Payments',
    summary: "A country's credit packages and its payment provider",
    security: 'public',
    query: packagesQueryValidator,
    ok: { 200: ref('CreditOffer') },
  },
  'api.payment.create_order': {
    tag: 'Payments',
    summary: "Start a checkout for a package (amount and credits from the server's package)",
    security: 'bearer',
    body: createOrderValidator,
    example: order,
    ok: { 201: checkout },
    errors: [404, 429, 502, 503],
  },
  'api.payment.verify_razorpay': {
    tag: 'Payments',
    summary: "Confirm a Razorpay payment with the checkout's signature",
    security: 'bearer',
    body: verifyRazorpayValidator,
    example: razorpayAnswer,
    ok: { 200: verification },
    errors: [400, 404, 409, 429, 502, 503],
  },
  'api.payment.verify_stripe': {
    tag: 'Payments',
    summary: 'Confirm a Stripe checkout (202 while Stripe has not taken the money yet)',
    security: 'bearer',
    body: verifyStripeValidator,
    example: { session_id: 'cs_test_a1b2c3' },
    ok: { 200: verification, 202: verification },
    errors: [400, 404, 409, 429, 502, 503],
  },
  'api.payment.transaction_by_session': {
    tag: 'Payments',
    summary: 'Your checkout for a Stripe session id',
    security: 'bearer',
    params: { id: str },
    ok: { 200: ref('Payment') },
    errors: [404],
  },
  'api.payment.webhooks.stripe': {
    tag: 'Webhooks',
    summary: "Stripe's events (signed: Stripe-Signature)",
    security: 'stripeSignature',
    rawBody: 'A Stripe event as Stripe sends it; the signature covers these exact bytes.',
    ok: { 200: received },
    errors: [400, 422],
  },
  'api.payment.webhooks.razorpay': {
    tag: 'Webhooks',
    summary: "Razorpay's events (signed: X-Razorpay-Signature)",
    security: 'razorpaySignature',
    rawBody: 'A Razorpay event as Razorpay sends it (X-Razorpay-Event-Id names it).',
    ok: { 200: received },
    errors: [400, 422],
  },
  'api.credits.plans': {
    tag: 'Payments',
    summary: 'Legacy: the packages as plans (a bare array, the legacy shape)',
    security: 'public',
    query: packagesQueryValidator,
    ok: { 200: arrayOf(ref('LegacyPlan')) },
  },
  'api.credits.purchase': {
    tag: 'Payments',
    summary: 'Legacy alias of create-order',
    security: 'bearer',
    body: createOrderValidator,
    example: { plan_id: 'in_starter' },
    ok: { 201: checkout },
    errors: [404, 429, 502, 503],
  },
  'api.credits.verify_payment': {
    tag: 'Payments',
    summary: 'Legacy alias of verify-razorpay',
    security: 'bearer',
    body: verifyRazorpayValidator,
    example: razorpayAnswer,
    ok: { 200: verification },
    errors: [400, 404, 409, 429, 502, 503],
  },
  'api.wallet.show': {
    tag: 'Payments',
    summary: 'Your credits, wallet balance (paise) and referrals',
    security: 'bearer',
    ok: { 200: ref('Wallet') },
  },
  'api.wallet.transactions': {
    tag: 'Payments',
    summary: "Your wallet's transactions, newest first",
    security: 'bearer',
    ok: { 200: listOf(ref('WalletTransaction')) },
  },
  'api.bookings.store': {
    tag: 'Bookings',
    summary: 'Reserve a unit: a checkout for its booking amount',
    security: 'bearer',
    body: bookingValidator,
    example: { property_id: 1 },
    ok: { 201: extend(checkoutSchemas.Checkout, { booking_id: int }) },
    errors: [404, 409, 429, 502, 503],
  },
  'api.admin.bookings.cancel': {
    tag: 'Admin',
    summary: 'Cancel a booking, with or without a refund (admin)',
    security: 'bearer',
    body: cancelBookingValidator,
    example: { refund: true },
    ok: { 200: ref('Booking') },
    errors: [403, 404, 409, 429],
  },
}
