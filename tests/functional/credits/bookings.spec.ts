import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Booking from '#models/booking'
import Payment from '#models/payment'
import Property from '#models/property'
import User from '#models/user'
import Bookings from '#services/bookings/bookings'
import CreditLedger from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { stripeDelivery, stripeEvent, withFakeProviders } from '#tests/helpers/fake_providers'
import { expectStatus } from '#tests/helpers/http'
import {
  bookAndPay,
  bookableListing as bookable,
  bookingOrder,
  placedBooking,
  cancelBooking,
  payByRazorpay,
} from '#tests/helpers/credits_checkout'

test.group('Bookings', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)

  /** A unit a buyer has booked and paid for through Razorpay, and an admin. */
  async function paidBooking(client: ApiClient) {
    const unit = await bookable()
    const buyer = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    const order = await bookAndPay(client, fake, unit.id, buyer)
    return { unit, buyer, admin, order }
  }

  test('a buyer reserves a US unit through Stripe: the webhook completes the booking and marks the unit reserved', async ({
    client,
    assert,
  }) => {
    // A US listing's booking amount is in dollars, like its price: $5,000 is charged as $5,000.00, unconverted.
    const unit = await bookable({ countryCode: 'US', bookingAmount: 5_000 })
    const buyer = await UserFactory.create()
    const response = await client
      .post(urlFor('api.bookings.store'))
      .json({ property_id: unit.id, amount: 1 })
      .withGuard('api')
      .loginAs(buyer)
    response.assertStatus(201)
    const body = response.body()
    assert.containSubset(body, { provider: 'stripe', amount: 500_000, currency: 'USD' })
    const booking = await Booking.findOrFail(body.booking_id)
    assert.containSubset(booking.serialize(), {
      propertyId: unit.id,
      userId: buyer.id,
      amount: 5_000,
      status: 'pending',
      paymentId: null,
    })

    const delivery = stripeDelivery(
      stripeEvent('checkout.session.completed', fake.payStripe(body.order_id))
    )
    await expectStatus(
      client
        .post(urlFor('api.payment.webhooks.stripe'))
        .header('stripe-signature', delivery.signature)
        .unsafeJson(delivery.payload as any),
      200
    )
    await booking.refresh()
    assert.equal(booking.status, 'completed')
    assert.match(booking.paymentId!, /^pi_/)
    const storedProperty = await Property.findOrFail(unit.id)
    assert.equal(storedProperty.status, 'reserved')
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
    // Dollars count in the US revenue only; rupees and dollars are never added up.
    assert.equal(await new Bookings().revenue('US'), 5_000)
    assert.equal(await new Bookings().revenue('IN'), 0)

    // The booking answer names its currency: the listing's dollars.
    const admin = await UserFactory.merge({ role: 'admin' }).create()
    const cancelled = await cancelBooking(client, booking.id, admin)
    cancelled.assertStatus(200)
    assert.containSubset(cancelled.body(), { id: booking.id, amount: 5_000, currency: 'USD' })
  })

  test('units without a booking amount, own units and reserved units cannot be booked', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const noAmount = await bookable({ bookingAmount: null })
    const reserved = await bookable({ status: 'reserved' })
    const own = await PropertyFactory.merge({ ownerId: buyer.id, bookingAmount: 10_000 }).create()
    for (const property of [noAmount, reserved, own]) {
      const response = await bookingOrder(client, property.id, buyer)
      response.assertStatus(422)
      assert.isString(response.body().detail)
    }
    assert.lengthOf(await Booking.all(), 0)
  })

  test('a booking that cannot be written leaves no payment behind', async ({ client, assert }) => {
    const unit = await bookable()
    const buyer = await UserFactory.create()
    // The booking insert fails after the payment's (a model hook, as a constraint or a lost connection would).
    const failInsert = () => {
      throw new Error('booking insert failed')
    }
    Booking.before('create', failInsert)
    try {
      await expectStatus(bookingOrder(client, unit.id, buyer), 500)
    } finally {
      Booking.$hooks.remove('before:create', failInsert)
    }
    assert.lengthOf(await Payment.query().where('user_id', buyer.id), 0)
    assert.lengthOf(await Booking.query().where('user_id', buyer.id), 0)
    const storedProperty = await Property.findOrFail(unit.id)
    assert.equal(storedProperty.status, 'available')
  })

  test('a listing taken between the page and the click is refused under its lock, with nothing written', async ({
    assert,
  }) => {
    const unit = await bookable()
    const buyer = await UserFactory.create()
    // The controller loaded the listing as available; it is sold before the checkout's transaction locks it.
    const { default: CreateCheckout } = await import('#services/payments/create_checkout')
    const loaded = await Property.findOrFail(unit.id)
    await Property.query().where('id', unit.id).update({ status: 'sold' })
    await assert.rejects(() =>
      new CreateCheckout().forBooking(buyer, loaded, {
        successUrl: 'http://localhost/s',
        cancelUrl: 'http://localhost/c',
      })
    )
    assert.lengthOf(await Payment.query().where('user_id', buyer.id), 0)
    assert.lengthOf(await Booking.query().where('user_id', buyer.id), 0)
  })

  test('when two buyers pay for the same unit, the second booking is cancelled for a refund', async ({
    client,
    assert,
  }) => {
    const unit = await bookable()
    const first = await UserFactory.create()
    const second = await UserFactory.create()
    const a = await placedBooking(client, unit.id, first)
    const b = await placedBooking(client, unit.id, second)
    for (const [order, who] of [
      [a, first],
      [b, second],
    ] as const) {
      await payByRazorpay(client, fake, order, who)
    }
    const storedBooking = await Booking.findOrFail(a.booking_id)
    assert.equal(storedBooking.status, 'completed')
    const freshBooking = await Booking.findOrFail(b.booking_id)
    assert.equal(freshBooking.status, 'cancelled')
    assert.equal(await new Bookings().revenue(), 50_000)
  })

  test('admins cancel or refund a booking, which frees the unit; others get 403; revenue counts completed only', async ({
    client,
    assert,
  }) => {
    const { unit, buyer, admin, order } = await paidBooking(client)
    assert.equal(await new Bookings().revenue(), 50_000)

    await expectStatus(cancelBooking(client, order.booking_id, buyer, { refund: true }), 403)
    const response = await cancelBooking(client, order.booking_id, admin, { refund: true })
    response.assertStatus(200)
    assert.containSubset(response.body(), {
      id: order.booking_id,
      status: 'refunded',
      amount: 50000,
      currency: 'INR',
    })
    const storedProperty = await Property.findOrFail(unit.id)
    assert.equal(storedProperty.status, 'available')
    const storedPayment = await Payment.findOrFail(order.transaction_id)
    assert.equal(storedPayment.status, 'refunded')
    assert.deepEqual(
      fake.refunds.map((r) => [r.payment_id, r.amount]),
      [[order.payment_id, order.amount]]
    )
    assert.equal(await new Bookings().revenue(), 0)
  })

  test("a refund the provider cannot make changes nothing: 502 with the provider's message on /api, the toast on the panel", async ({
    client,
    assert,
  }) => {
    const { unit, admin, order } = await paidBooking(client)

    fake.failing = true
    const message = 'The payment provider could not complete the request. Please try again.'
    const api = await cancelBooking(client, order.booking_id, admin, { refund: true }).header(
      'accept-language',
      'en'
    )
    api.assertStatus(502)
    api.assertBody({ detail: message })
    const page = await client
      .post(urlFor('admin.bookings.cancel', { id: order.booking_id }))
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .header('referer', '/admin?tab=bookings')
      .json({ refund: true })
      .loginAs(admin)
      .redirects(0)
    page.assertStatus(302)
    page.assertHeader('location', '/admin?tab=bookings')
    page.assertFlashMessage('error', message)

    const booking = await Booking.findOrFail(order.booking_id)
    assert.equal(booking.status, 'completed')
    const unitNow = await Property.findOrFail(unit.id)
    assert.equal(unitNow.status, 'reserved')
    assert.lengthOf(fake.refunds, 0)
  })
})

test.group('Renewing a listing with one credit', (group) => {
  isolated(group)

  const renew = (client: ApiClient, listing: Property, user: User) =>
    client
      .post(urlFor('api.properties.renew', { id: listing.id }))
      .withGuard('api')
      .loginAs(user)

  test('the owner renews an expired listing for 30 days with one credit, each renewal one more credit', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    await new CreditLedger().grant(owner, 2, { idempotencyKey: 'seed' })
    const listing = await PropertyFactory.merge({ ownerId: owner.id }).apply('expired').create()
    for (let i = 0; i < 2; i++) {
      const response = await renew(client, listing, owner)
      response.assertStatus(200)
      assert.containSubset(response.body(), {
        id: listing.id,
        listing_state: 'active',
        credits: i === 0 ? 1 : 0,
      })
    }
    const storedUser = await User.findOrFail(owner.id)
    assert.equal(storedUser.credits, 0)
  })

  test('without credits: 402 Insufficient credits and the listing stays expired; strangers get 404', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const stranger = await UserFactory.create()
    const listing = await PropertyFactory.merge({ ownerId: owner.id }).apply('expired').create()
    const response = await renew(client, listing, owner)
    response.assertStatus(402)
    assert.deepEqual(response.body(), {
      detail: 'Insufficient credits! Please purchase more credits.',
    })
    await expectStatus(renew(client, listing, stranger), 404)
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.listingState, 'expired')
  })
})
