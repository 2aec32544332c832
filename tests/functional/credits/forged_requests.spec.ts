import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Booking from '#models/booking'
import Payment from '#models/payment'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { seedPackages } from '#tests/helpers/credits'
import { withFakeProviders } from '#tests/helpers/fake_providers'
import { bookableListing, bookingOrder, packageOrder } from '#tests/helpers/credits_checkout'

const FORGED_HOST = 'attacker.preview.dreamhomes.dev'
const appOrigin = () => `http://localhost:${process.env.PORT}`

test.group('Return URLs are checked against configuration, never the Host header', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)

  /** A US buyer's Stripe checkout with both return URLs at `returnUrl`: the session sent to Stripe. */
  async function usCheckout(client: ApiClient, returnUrl: string, headers = {}) {
    const user = await UserFactory.merge({ countryCode: 'US' }).create()
    const response = await packageOrder(client, user, {
      package_id: 'us_starter',
      country_code: 'US',
      success_url: returnUrl,
      cancel_url: returnUrl,
    }).headers(headers)
    response.assertStatus(201)
    return fake.sessions.get(response.body().order_id)!
  }

  test('a return URL on the forged Host is refused with no payment', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await packageOrder(client, user, {
      package_id: 'in_starter',
      country_code: 'IN',
      success_url: `https://${FORGED_HOST}/steal`,
      cancel_url: `https://${FORGED_HOST}/steal`,
    }).header('host', FORGED_HOST)
    response.assertStatus(422)
    assert.equal(response.body().detail, 'Return addresses must point to this website.')
    assert.lengthOf(await Payment.all(), 0)
  })

  test('the default return URLs are built on APP_URL, not on a forged Host', async ({
    client,
    assert,
  }) => {
    const session = await usCheckout(client, urlFor('credits'), { host: FORGED_HOST })
    assert.isTrue(
      String(session.success_url).startsWith(`${appOrigin()}/credits?`),
      String(session.success_url)
    )
    assert.isTrue(
      String(session.cancel_url).startsWith(`${appOrigin()}/credits?`),
      String(session.cancel_url)
    )
  })

  test('a country domain from configuration is still accepted', async ({ client, assert }) => {
    const session = await usCheckout(client, 'https://dreamhomes.com/credits')
    assert.isTrue(String(session.success_url).startsWith('https://dreamhomes.com/credits?'))
  })
})

test.group('A GET return URL cannot cancel a checkout', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)

  /** A US buyer opens a Stripe checkout of the starter package. */
  async function usStarterCheckout(client: ApiClient) {
    const buyer = await UserFactory.merge({ countryCode: 'US' }).create()
    const order = await packageOrder(client, buyer, {
      package_id: 'us_starter',
      country_code: 'US',
    })
    return { buyer, order }
  }

  test('/credits?cancelled=true shows the message but leaves an open Stripe checkout open', async ({
    client,
    assert,
  }) => {
    const { buyer, order } = await usStarterCheckout(client)
    order.assertStatus(201)
    const id = order.body().transaction_id

    const link = await client
      .get(urlFor('credits', {}, { qs: { cancelled: 'true', transaction_id: id } }))
      .withPlainCookie('locale', 'en')
      .loginAs(buyer)
      .redirects(0)
    link.assertFlashMessage('error', 'Payment was cancelled')
    const storedPayment = await Payment.findOrFail(id)
    assert.notEqual(storedPayment.status, 'cancelled')

    // The buyer can still pay the same checkout, and it counts.
    fake.payStripe(order.body().order_id)
    const back = await client
      .get(
        urlFor(
          'credits',
          {},
          { qs: { success: 'true', session_id: order.body().order_id, transaction_id: id } }
        )
      )
      .loginAs(buyer)
      .redirects(0)
    back.assertStatus(302)
    const freshPayment = await Payment.findOrFail(id)
    assert.equal(freshPayment.status, 'completed')
  })

  test('once Stripe says the checkout expired, the cancel return closes it', async ({
    client,
    assert,
  }) => {
    const { buyer, order } = await usStarterCheckout(client)
    Object.assign(fake.sessions.get(order.body().order_id)!, { status: 'expired' })
    await client
      .get(
        urlFor(
          'credits',
          {},
          { qs: { cancelled: 'true', transaction_id: order.body().transaction_id } }
        )
      )
      .loginAs(buyer)
      .redirects(0)
    const storedPayment = await Payment.findOrFail(order.body().transaction_id)
    assert.equal(storedPayment.status, 'cancelled')
  })

  test('/properties/:id/booking-return?cancelled=true leaves a pending booking pending', async ({
    client,
    assert,
  }) => {
    const unit = await bookableListing({ countryCode: 'US' })
    const buyer = await UserFactory.create()
    const order = await bookingOrder(client, unit.id, buyer)
    order.assertStatus(201)

    const link = await client
      .get(
        urlFor(
          'bookings.return',
          { id: unit.id },
          { qs: { cancelled: 'true', transaction_id: order.body().transaction_id } }
        )
      )
      .loginAs(buyer)
      .redirects(0)
    link.assertStatus(302)
    const storedBooking = await Booking.findOrFail(order.body().booking_id)
    assert.equal(storedBooking.status, 'pending')
    const storedPayment = await Payment.findOrFail(order.body().transaction_id)
    assert.notEqual(storedPayment.status, 'cancelled')
    const storedProperty = await Property.findOrFail(unit.id)
    assert.equal(storedProperty.status, unit.status)
  })
})
