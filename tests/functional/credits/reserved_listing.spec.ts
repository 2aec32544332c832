import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Booking from '#models/booking'
import Payment from '#models/payment'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { apiToken as tokenOf } from '#tests/helpers/auth'
import { withFakeProviders } from '#tests/helpers/fake_providers'
import { validForm, withLocationTree } from '../posting/helpers.js'
import { expectStatus } from '#tests/helpers/http'
import {
  bookAndPay,
  bookableListing,
  bookingOrder,
  placedBooking,
  cancelBooking,
  verifyStripe,
} from '#tests/helpers/credits_checkout'

/** What the form looks like for a listing with no place tree (free-text location), without a status. */
const editForm = (overrides: Record<string, unknown> = {}) =>
  validForm({
    state: undefined,
    district: undefined,
    city: undefined,
    area_name: undefined,
    location: 'Gachibowli, Hyderabad',
    status: undefined,
    ...overrides,
  })

/** A listing bookable for ₹50,000, and its owner. */
async function ownedBookable() {
  const listing = await PropertyFactory.with('owner').merge({ bookingAmount: 50_000 }).create()
  return { owner: listing.owner, listing }
}

const RESERVED_MESSAGE =
  'This property is reserved. Its status changes only when the booking is cancelled.'

test.group('A reserved listing stays reserved until its booking is cancelled', (group) => {
  isolated(group)
  withLocationTree(group)
  const fake = withFakeProviders(group)

  async function reservedListing(client: ApiClient) {
    const { owner, listing } = await ownedBookable()
    const first = await UserFactory.create()
    const booking = await bookAndPay(client, fake, listing.id, first)
    await listing.refresh()
    return { owner, listing, first, booking }
  }

  test("the owner's PUT without a status keeps it reserved, and a second buyer cannot book it", async ({
    client,
    assert,
  }) => {
    const { owner, listing } = await reservedListing(client)
    assert.equal(listing.status, 'reserved')
    const response = await client
      .put(urlFor('api.properties.update', { id: listing.id }))
      .bearerToken(await tokenOf(owner))
      .json(editForm({ title: 'Renamed 2 BHK apartment, lake side' }))
    response.assertStatus(200)
    assert.containSubset(response.body(), {
      title: 'Renamed 2 BHK apartment, lake side',
      status: 'reserved',
    })
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.status, 'reserved')

    const second = await UserFactory.create()
    await expectStatus(bookingOrder(client, listing.id, second), 422)
    assert.lengthOf(await Booking.query().where('user_id', second.id), 0)
  })

  test('the web edit form (which sends no status for a reserved listing) keeps it reserved', async ({
    client,
    assert,
  }) => {
    const { owner, listing } = await reservedListing(client)
    await expectStatus(
      client
        .put(urlFor('properties.update', { id: listing.id }))
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .loginAs(owner)
        .json(editForm())
        .redirects(0),
      302
    )
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.status, 'reserved')
  })

  test('PUT and PATCH cannot clear it: 422 on status, the listing unchanged', async ({
    client,
    assert,
  }) => {
    const { owner, listing } = await reservedListing(client)
    const token = await tokenOf(owner)
    for (const request of [
      client
        .put(urlFor('api.properties.update', { id: listing.id }))
        .bearerToken(token)
        .json(editForm({ status: 'available' })),
      client
        .patch(urlFor('api.properties.patch', { id: listing.id }))
        .bearerToken(token)
        .json({ status: 'sold' }),
    ]) {
      const response = await request
      response.assertStatus(422)
      assert.equal(response.body().detail, RESERVED_MESSAGE)
      assert.deepEqual(
        response.body().errors.map((e: any) => e.field),
        ['status']
      )
    }
    // A PATCH that changes something else keeps the reservation.
    const renamed = await client
      .patch(urlFor('api.properties.patch', { id: listing.id }))
      .bearerToken(token)
      .json({ title: 'A reserved flat, renamed by its owner' })
    renamed.assertStatus(200)
    assert.containSubset(renamed.body(), {
      title: 'A reserved flat, renamed by its owner',
      status: 'reserved',
    })
  })

  test("the owner's status menu cannot clear it either", async ({ client, assert }) => {
    const { owner, listing } = await reservedListing(client)
    const response = await client
      .patch(urlFor('properties.status', { id: listing.id }))
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .loginAs(owner)
      .json({ status: 'available' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('error', RESERVED_MESSAGE)
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.status, 'reserved')
  })

  test("owners cannot set 'reserved' themselves, through /api or the status menu", async ({
    client,
    assert,
  }) => {
    const { owner, listing } = await ownedBookable()
    const token = await tokenOf(owner)
    for (const request of [
      client
        .patch(urlFor('api.properties.patch', { id: listing.id }))
        .bearerToken(token)
        .json({ status: 'reserved' }),
      client
        .put(urlFor('api.properties.update', { id: listing.id }))
        .bearerToken(token)
        .json(editForm({ status: 'reserved' })),
    ]) {
      const response = await request
      response.assertStatus(422)
      assert.deepEqual(
        response.body().errors.map((e: any) => e.field),
        ['status']
      )
    }
    const web = await client
      .patch(urlFor('properties.status', { id: listing.id }))
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .loginAs(owner)
      .json({ status: 'reserved' })
      .redirects(0)
    web.assertStatus(302)
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.status, 'available')
  })

  test('a PUT without a status keeps any status, not only reserved', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const listing = await PropertyFactory.merge({ ownerId: owner.id, status: 'sold' }).create()
    const response = await client
      .put(urlFor('api.properties.update', { id: listing.id }))
      .bearerToken(await tokenOf(owner))
      .json(editForm())
    response.assertStatus(200)
    assert.equal(response.body().status, 'sold')
  })

  test("cancelling the booking frees it, and then the owner's status changes work again", async ({
    client,
    assert,
  }) => {
    const { owner, listing, booking } = await reservedListing(client)
    const admin = await UserFactory.apply('admin').create()
    await expectStatus(cancelBooking(client, booking.booking_id, admin), 200)
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.status, 'available')
    const sold = await client
      .patch(urlFor('api.properties.patch', { id: listing.id }))
      .bearerToken(await tokenOf(owner))
      .json({ status: 'sold' })
    sold.assertStatus(200)
    assert.equal(sold.body().status, 'sold')
  })
})

test.group('Fulfilment completes one booking per listing', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)

  test('a second paid booking of a listing that already has a completed one is cancelled with the conflict message, and refunded by an admin', async ({
    client,
    assert,
  }) => {
    const listing = await bookableListing({ countryCode: 'US' })
    const first = await UserFactory.create()
    const second = await UserFactory.create()
    // The first buyer pays through Stripe's webhook-free return: verify-stripe.
    const a = await placedBooking(client, listing.id, first)
    fake.payStripe(a.order_id)
    await expectStatus(verifyStripe(client, a, first), 200)
    const storedBooking = await Booking.findOrFail(a.booking_id)
    assert.equal(storedBooking.status, 'completed')

    // Whatever put the status column back (an old edit, a manual fix), the completed booking still holds the unit.
    await Property.query().where('id', listing.id).update({ status: 'available' })
    const b = await placedBooking(client, listing.id, second)
    fake.payStripe(b.order_id)
    const back = await client
      .get(
        urlFor(
          'bookings.return',
          { id: listing.id },
          { qs: { success: 'true', session_id: b.order_id, transaction_id: b.transaction_id } }
        )
      )
      .withPlainCookie('locale', 'en')
      .loginAs(second)
      .redirects(0)
    back.assertStatus(302)
    back.assertFlashMessage(
      'error',
      'Someone else reserved this property first. Your payment will be refunded.'
    )

    const freshBooking = await Booking.findOrFail(b.booking_id)
    assert.equal(freshBooking.status, 'cancelled')
    const firstBooking = await Booking.findOrFail(a.booking_id)
    assert.equal(firstBooking.status, 'completed')
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.status, 'reserved')
    const storedPayment = await Payment.findOrFail(b.transaction_id)
    assert.equal(storedPayment.status, 'completed', 'paid, waiting for the refund')

    // The refund path: the admin refunds the cancelled booking; the first buyer keeps the unit.
    const admin = await UserFactory.apply('admin').create()
    const refund = await cancelBooking(client, b.booking_id, admin, { refund: true })
    refund.assertStatus(200)
    assert.equal(refund.body().status, 'refunded')
    const freshPayment = await Payment.findOrFail(b.transaction_id)
    assert.equal(freshPayment.status, 'refunded')
    assert.lengthOf(fake.refunds, 1)
    const freshProperty = await Property.findOrFail(listing.id)
    assert.equal(freshProperty.status, 'reserved')
    const firstBookingAfter = await Booking.findOrFail(a.booking_id)
    assert.equal(firstBookingAfter.status, 'completed')
  })
})
