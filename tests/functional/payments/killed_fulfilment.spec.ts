import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import Payment from '#models/payment'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { agentAndBuyer, moneyState, seedPackages } from '#tests/helpers/credits'
import {
  KEYS,
  razorpayDelivery,
  stripeDelivery,
  stripeEvent,
  withFakeProviders,
  type FakeProviders,
} from '#tests/helpers/fake_providers'
import { bookableListing, placedBooking, placedOrder } from '#tests/helpers/credits_checkout'
import { startInstance, type Instance } from '#tests/helpers/instances'
import type { FulfilmentFaultPoint } from '#services/payments/fault_point'

/** The providers' keys for a server process, its gateways pointed at the test's fake. */
function gatewayEnv(fake: FakeProviders) {
  return {
    RAZORPAY_KEY_ID: KEYS.razorpayKeyId,
    RAZORPAY_KEY_SECRET: KEYS.razorpaySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.razorpayWebhookSecret,
    RAZORPAY_API_BASE: fake.url,
    STRIPE_SECRET_KEY: KEYS.stripeSecret,
    STRIPE_WEBHOOK_SECRET: KEYS.stripeWebhookSecret,
    STRIPE_API_BASE: fake.url,
  }
}

type Webhook = { path: string; headers: () => Record<string, string>; body: string }

function stripeWebhook(event: Record<string, unknown>): Webhook {
  const body = JSON.stringify(event)
  return {
    path: '/api/payment/webhooks/stripe',
    // Each delivery (a retry too) is signed afresh, as Stripe does.
    headers: () => ({ 'stripe-signature': stripeDelivery(event).signature }),
    body,
  }
}

function razorpayWebhook(delivery: ReturnType<typeof razorpayDelivery>): Webhook {
  return {
    path: '/api/payment/webhooks/razorpay',
    headers: () => ({
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
    }),
    body: delivery.payload,
  }
}

function deliver(instance: Instance, webhook: Webhook) {
  return fetch(`${instance.url}${webhook.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webhook.headers() },
    body: webhook.body,
  })
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * A server that stops fulfilment at `point` receives `webhook` and is killed
 * (SIGKILL) there; the provider got no answer, so it retries: `retries`
 * deliveries of the same event to another server, one after the other.
 */
async function killedThenRetried(
  fake: FakeProviders,
  point: FulfilmentFaultPoint,
  webhook: Webhook,
  survivor: Instance
) {
  const doomed = await startInstance({ ...gatewayEnv(fake), TEST_FULFILMENT_PAUSE: point })
  try {
    const first = deliver(doomed, webhook).then(
      (response) => `answered ${response.status}`,
      () => 'no answer'
    )
    await waitFor(
      () => doomed.server.log.text.includes(`fulfilment paused at ${point}`),
      30_000,
      () => doomed.server.log.text
    )
    doomed.server.signal('SIGKILL')
    const firstOutcome = await first
    const retries = []
    for (let i = 0; i < 2; i++) {
      const response = await deliver(survivor, webhook)
      retries.push({ status: response.status, body: await response.json() })
    }
    return { firstOutcome, retries }
  } finally {
    await doomed.server.stop()
  }
}

test.group(
  'A server killed in the middle of fulfilment; the provider’s retry (issue 29)',
  (group) => {
    // The servers are other processes: rows must be committed for them to see the test's, and the test theirs.
    committed(group)
    const fake = withFakeProviders(group)
    group.each.setup(seedPackages)
    let survivor: Instance
    group.setup(async () => {
      survivor = await startInstance(gatewayEnv(fake))
      return () => survivor.server.stop()
    })

    test('Razorpay, killed after the payment was claimed: the retry fulfils it once', async ({
      client,
      assert,
    }) => {
      const { agent, buyer } = await agentAndBuyer()
      const order = await placedOrder(client, buyer, { package_id: 'in_professional' })
      const paid = fake.captureRazorpay(order.order_id)
      const webhook = razorpayWebhook(razorpayDelivery('payment.captured', paid))

      const { firstOutcome, retries } = await killedThenRetried(
        fake,
        'after_claim',
        webhook,
        survivor
      )
      assert.equal(firstOutcome, 'no answer')
      assert.deepEqual(retries, [
        { status: 200, body: { received: true, handled: true } },
        { status: 200, body: { received: true, handled: false, duplicate: true } },
      ])
      assert.deepEqual(await moneyState(buyer.id, agent.id), {
        credits: 50,
        ledgerSum: 50,
        purchaseEntries: 1,
        walletPaise: 99975,
        commissions: 1,
      })
      const payment = await Payment.findOrFail(order.transaction_id)
      assert.equal(payment.status, 'completed')
    }).timeout(120_000)

    test('Stripe, killed with every grant written but not committed: the retry fulfils it once', async ({
      client,
      assert,
    }) => {
      const { agent, buyer } = await agentAndBuyer({ countryCode: 'US' })
      const order = await placedOrder(client, buyer, {
        package_id: 'us_popular',
        country_code: 'US',
      })
      const webhook = stripeWebhook(
        stripeEvent('checkout.session.completed', fake.payStripe(order.order_id))
      )

      const { firstOutcome, retries } = await killedThenRetried(
        fake,
        'before_commit',
        webhook,
        survivor
      )
      assert.equal(firstOutcome, 'no answer')
      assert.deepEqual(
        retries.map((retry) => retry.status),
        [200, 200]
      )
      assert.deepEqual(await moneyState(buyer.id, agent.id), {
        credits: 20,
        ledgerSum: 20,
        purchaseEntries: 1,
        walletPaise: Math.floor((3599 * 83.25 * 25) / 100),
        commissions: 1,
      })
    }).timeout(120_000)

    test('Razorpay booking, killed with the listing locked and reserved but not committed: the retry reserves it once', async ({
      client,
      assert,
    }) => {
      const unit = await bookableListing()
      const buyer = await UserFactory.create()
      const order = await placedBooking(client, unit.id, buyer)
      const paid = fake.captureRazorpay(order.order_id)
      const webhook = razorpayWebhook(razorpayDelivery('order.paid', paid))

      const { firstOutcome, retries } = await killedThenRetried(
        fake,
        'before_commit',
        webhook,
        survivor
      )
      assert.equal(firstOutcome, 'no answer')
      assert.deepEqual(
        retries.map((retry) => retry.body),
        [
          { received: true, handled: true },
          { received: true, handled: false, duplicate: true },
        ]
      )
      const booking = await Booking.findOrFail(order.booking_id)
      assert.equal(booking.status, 'completed')
      const listing = await Property.findOrFail(unit.id)
      assert.equal(listing.status, 'reserved')
      const entries = await db
        .from('wallet_transactions')
        .where('payment_id', order.transaction_id)
        .count('* as n')
        .first()
      assert.equal(Number(entries.n), 1)
    }).timeout(120_000)

    test('Stripe, killed after the commit but before the event was recorded: the retry grants nothing more', async ({
      client,
      assert,
    }) => {
      const { agent, buyer } = await agentAndBuyer({ countryCode: 'US' })
      const order = await placedOrder(client, buyer, {
        package_id: 'us_popular',
        country_code: 'US',
      })
      const event = stripeEvent('checkout.session.completed', fake.payStripe(order.order_id))

      const { firstOutcome, retries } = await killedThenRetried(
        fake,
        'after_commit',
        stripeWebhook(event),
        survivor
      )
      assert.equal(firstOutcome, 'no answer')
      assert.deepEqual(
        retries.map((retry) => retry.status),
        [200, 200]
      )
      assert.containSubset(retries[1].body, { duplicate: true })
      assert.deepEqual(await moneyState(buyer.id, agent.id), {
        credits: 20,
        ledgerSum: 20,
        purchaseEntries: 1,
        walletPaise: Math.floor((3599 * 83.25 * 25) / 100),
        commissions: 1,
      })
    }).timeout(120_000)
  }
)
