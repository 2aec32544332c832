import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type User from '#models/user'
import type Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { razorpayCheckoutSignature, type FakeProviders } from '#tests/helpers/fake_providers'

/** What a checkout answers (POST /api/payment/create-order or /api/bookings): the fields tests use. */
export type CheckoutOrder = { order_id: string; transaction_id: number }

/** What POST /api/bookings answers. */
export type BookingOrder = CheckoutOrder & { booking_id: number; amount: number }

/** A listing someone else owns that can be booked for ₹50,000 (or its overrides). */
export async function bookableListing(overrides: Partial<Property> = {}) {
  const owner = await UserFactory.create()
  return PropertyFactory.merge({ ownerId: owner.id, bookingAmount: 50_000, ...overrides }).create()
}

/** POST /api/payment/create-order as `user` with `body` (package_id, country_code, return URLs…). */
export function packageOrder(client: ApiClient, user: User, body: Record<string, unknown>) {
  return client.post(urlFor('api.payment.create_order')).json(body).withGuard('api').loginAs(user)
}

/** The answer to POST /api/payment/create-order as `user` with `body`. */
export async function placedOrder(client: ApiClient, user: User, body: Record<string, unknown>) {
  const response = await packageOrder(client, user, body)
  return response.body() as CheckoutOrder
}

/** POST /api/bookings: `buyer` starts the checkout of a listing's booking amount. */
export function bookingOrder(client: ApiClient, propertyId: number, buyer: User) {
  return client
    .post(urlFor('api.bookings.store'))
    .json({ property_id: propertyId })
    .withGuard('api')
    .loginAs(buyer)
}

/** The answer to POST /api/bookings for `buyer`. */
export async function placedBooking(client: ApiClient, propertyId: number, buyer: User) {
  const response = await bookingOrder(client, propertyId, buyer)
  return response.body() as BookingOrder
}

/** POST /api/payment/verify-razorpay with what Razorpay Checkout's handler gets for a payment of `order`. */
export function verifyRazorpay(
  client: ApiClient,
  order: CheckoutOrder,
  paymentId: string,
  buyer: User
) {
  return client
    .post(urlFor('api.payment.verify_razorpay'))
    .json({
      transaction_id: order.transaction_id,
      razorpay_order_id: order.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: razorpayCheckoutSignature(order.order_id, paymentId),
    })
    .withGuard('api')
    .loginAs(buyer)
}

/** The buyer pays `order` at Razorpay (the fake captures it) and the browser posts verify-razorpay. */
export function payByRazorpay(
  client: ApiClient,
  fake: FakeProviders,
  order: CheckoutOrder,
  buyer: User
) {
  const paid = fake.captureRazorpay(order.order_id)
  return verifyRazorpay(client, order, paid.id, buyer)
}

/**
 * A buyer books the listing through /api and pays through the Razorpay
 * verify call: the booking's order, with the id of the captured payment.
 */
export async function bookAndPay(
  client: ApiClient,
  fake: FakeProviders,
  propertyId: number,
  buyer: User
) {
  const order = await placedBooking(client, propertyId, buyer)
  const paid = fake.captureRazorpay(order.order_id)
  await verifyRazorpay(client, order, paid.id, buyer)
  return { ...order, payment_id: paid.id as string }
}

/** POST /api/admin/bookings/:id/cancel as `user` (`{ refund: true }` to refund it too). */
export function cancelBooking(
  client: ApiClient,
  bookingId: number,
  user: User,
  body: { refund?: boolean } = {}
) {
  return client
    .post(urlFor('api.admin.bookings.cancel', { id: bookingId }))
    .json(body)
    .withGuard('api')
    .loginAs(user)
}

/** POST /api/payment/verify-stripe: the buyer's return from the Checkout Session of `order`. */
export function verifyStripe(client: ApiClient, order: CheckoutOrder, buyer: User) {
  return client
    .post(urlFor('api.payment.verify_stripe'))
    .json({ session_id: order.order_id, transaction_id: order.transaction_id })
    .withGuard('api')
    .loginAs(buyer)
}
