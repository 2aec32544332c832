import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import Payment from '#models/payment'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { agentAndBuyer, moneyState, seedPackages } from '#tests/helpers/credits'
import {
  razorpayDelivery,
  stripeDelivery,
  stripeEvent,
  withFakeProviders,
} from '#tests/helpers/fake_providers'
import { bookableListing, placedBooking, placedOrder } from '#tests/helpers/credits_checkout'

/** How many times the provider sends the one event that pays (issue 29: "the same event sent 50 times"). */
const TIMES = 50

type Delivery = () => Promise<{ status(): number; text(): string }>

/** A fixed shuffle (the same order every run), so "out of order" is reproducible. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items]
  let seed = 29
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    const j = seed % (i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** Every delivery at once, in the shuffled order; the statuses and bodies of the answers. */
async function sendAll(deliveries: Delivery[]) {
  const responses = await Promise.all(shuffled(deliveries).map((send) => send()))
  return responses.map((response) => ({ status: response.status(), body: response.text() }))
}

function stripeSender(client: ApiClient, event: Record<string, unknown>): Delivery {
  return () => {
    // A provider's retry signs again (a new timestamp); the event and its id stay the same.
    const delivery = stripeDelivery(event)
    return client
      .post(urlFor('api.payment.webhooks.stripe'))
      .header('stripe-signature', delivery.signature)
      .unsafeJson(delivery.payload as any)
  }
}

function razorpaySender(
  client: ApiClient,
  delivery: ReturnType<typeof razorpayDelivery>
): Delivery {
  return () =>
    client
      .post(urlFor('api.payment.webhooks.razorpay'))
      .header('x-razorpay-signature', delivery.signature)
      .header('x-razorpay-event-id', delivery.eventId)
      .unsafeJson(delivery.payload as any)
}

const times = (n: number, send: Delivery) => Array.from({ length: n }, () => send)

test.group(
  'Webhook replay: one event 50 times, out of order with the others (issue 29)',
  (group) => {
    // Real, separate transactions: the deliveries race each other as they would across instances.
    committed(group)
    const fake = withFakeProviders(group)
    group.each.setup(seedPackages)

    test('Stripe: checkout.session.completed ×50 with async_payment_succeeded, expired and other types → fulfilled once, all 200', async ({
      client,
      assert,
    }) => {
      const { agent, buyer } = await agentAndBuyer({ countryCode: 'US' })
      const order = await placedOrder(client, buyer, {
        package_id: 'us_popular',
        country_code: 'US',
      })
      const session = fake.payStripe(order.order_id)
      const completed = stripeEvent('checkout.session.completed', session)
      const answers = await sendAll([
        ...times(TIMES, stripeSender(client, completed)),
        ...times(
          3,
          stripeSender(client, stripeEvent('checkout.session.async_payment_succeeded', session))
        ),
        ...times(
          3,
          stripeSender(
            client,
            stripeEvent('checkout.session.expired', { ...session, status: 'expired' })
          )
        ),
        ...times(
          3,
          stripeSender(
            client,
            stripeEvent('payment_intent.succeeded', { id: session.payment_intent })
          )
        ),
        ...times(3, stripeSender(client, stripeEvent('charge.succeeded', { id: 'ch_1' }))),
      ])
      for (const answer of answers) assert.equal(answer.status, 200, answer.body)

      assert.deepEqual(await moneyState(buyer.id, agent.id), {
        credits: 20,
        ledgerSum: 20,
        purchaseEntries: 1,
        walletPaise: Math.floor((3599 * 83.25 * 25) / 100),
        commissions: 1,
      })
      const payment = await Payment.findOrFail(order.transaction_id)
      assert.equal(payment.status, 'completed')
      const remembered = await db
        .from('payment_webhook_events')
        .where('provider', 'stripe')
        .where('event_id', completed.id)
        .count('* as n')
        .first()
      assert.equal(Number(remembered.n), 1)
    }).timeout(120_000)

    test('Razorpay: payment.captured ×50 with order.paid, an earlier attempt’s payment.failed and payment.authorized → once, all 200', async ({
      client,
      assert,
    }) => {
      const { agent, buyer } = await agentAndBuyer()
      const order = await placedOrder(client, buyer, { package_id: 'in_professional' })
      const failedAttempt = {
        id: 'pay_failed_attempt',
        order_id: order.order_id,
        amount: 199900,
        currency: 'INR',
        status: 'failed',
      }
      const paid = fake.captureRazorpay(order.order_id)
      const answers = await sendAll([
        ...times(TIMES, razorpaySender(client, razorpayDelivery('payment.captured', paid))),
        ...times(3, razorpaySender(client, razorpayDelivery('order.paid', paid))),
        ...times(3, razorpaySender(client, razorpayDelivery('payment.failed', failedAttempt))),
        ...times(
          3,
          razorpaySender(
            client,
            razorpayDelivery('payment.authorized', { ...paid, status: 'authorized' })
          )
        ),
      ])
      for (const answer of answers) assert.equal(answer.status, 200, answer.body)

      assert.deepEqual(await moneyState(buyer.id, agent.id), {
        credits: 50,
        ledgerSum: 50,
        purchaseEntries: 1,
        walletPaise: 99975,
        commissions: 1,
      })
      const payment = await Payment.findOrFail(order.transaction_id)
      assert.equal(payment.status, 'completed')
      assert.equal(payment.providerPaymentId, paid.id)
    }).timeout(120_000)

    test('Razorpay booking: payment.captured ×50 with order.paid and payment.failed → one completed booking, the unit reserved', async ({
      client,
      assert,
    }) => {
      const unit = await bookableListing()
      const buyer = await UserFactory.create()
      const order = await placedBooking(client, unit.id, buyer)
      const paid = fake.captureRazorpay(order.order_id)
      const answers = await sendAll([
        ...times(TIMES, razorpaySender(client, razorpayDelivery('payment.captured', paid))),
        ...times(3, razorpaySender(client, razorpayDelivery('order.paid', paid))),
        ...times(
          3,
          razorpaySender(
            client,
            razorpayDelivery('payment.failed', { ...paid, id: 'pay_declined', status: 'failed' })
          )
        ),
      ])
      for (const answer of answers) assert.equal(answer.status, 200, answer.body)

      const booking = await Booking.findOrFail(order.booking_id)
      assert.equal(booking.status, 'completed')
      assert.equal(booking.paymentId, paid.id)
      const listing = await Property.findOrFail(unit.id)
      assert.equal(listing.status, 'reserved')
      const entries = await db
        .from('wallet_transactions')
        .where('payment_id', order.transaction_id)
        .count('* as n')
        .first()
      assert.equal(Number(entries.n), 1)
    }).timeout(120_000)
  }
)
