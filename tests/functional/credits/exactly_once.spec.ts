import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Payment from '#models/payment'
import { committed } from '#tests/helpers/db'
import { agentAndBuyer, moneyState, seedPackages } from '#tests/helpers/credits'
import {
  razorpayDelivery,
  stripeDelivery,
  stripeEvent,
  withFakeProviders,
} from '#tests/helpers/fake_providers'
import { placedOrder, verifyRazorpay, verifyStripe } from '#tests/helpers/credits_checkout'

const TIMES = 4

test.group('Fulfilment is exactly once under concurrency', (group) => {
  // Real, separate transactions: the rows must be committed for the racers to see each other.
  committed(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)

  test('Stripe: verify call, webhook and return URL, each several times at once → credits and commission once', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer({ countryCode: 'US' })
    const order = await placedOrder(client, buyer, { package_id: 'us_popular', country_code: 'US' })
    const session = fake.payStripe(order.order_id)

    const calls = Array.from({ length: TIMES }, (_, i) => [
      verifyStripe(client, order, buyer),
      (() => {
        const delivery = stripeDelivery(
          stripeEvent('checkout.session.completed', session, `evt_race_${i}`)
        )
        return client
          .post(urlFor('api.payment.webhooks.stripe'))
          .header('stripe-signature', delivery.signature)
          .unsafeJson(delivery.payload as any)
      })(),
      client
        .get(
          urlFor(
            'credits',
            {},
            {
              qs: {
                success: 'true',
                session_id: order.order_id,
                transaction_id: order.transaction_id,
              },
            }
          )
        )
        .loginAs(buyer)
        .redirects(0),
    ]).flat()
    const responses = await Promise.all(calls)
    for (const response of responses) assert.oneOf(response.status(), [200, 302])

    assert.deepEqual(await moneyState(buyer.id, agent.id), {
      credits: 20,
      ledgerSum: 20,
      purchaseEntries: 1,
      // 25% of $35.99 at 83.25 ₹/$, rounded down to the paisa.
      walletPaise: Math.floor((3599 * 83.25 * 25) / 100),
      commissions: 1,
    })
    const storedPayment = await Payment.findOrFail(order.transaction_id)
    assert.equal(storedPayment.status, 'completed')
  }).timeout(60000)

  test('Razorpay: checkout handler verify and webhooks (two event types), several times at once → once', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer()
    const order = await placedOrder(client, buyer, { package_id: 'in_professional' })
    const paid = fake.captureRazorpay(order.order_id)

    const webhook = (event: string) => {
      const delivery = razorpayDelivery(event, paid)
      return client
        .post(urlFor('api.payment.webhooks.razorpay'))
        .header('x-razorpay-signature', delivery.signature)
        .header('x-razorpay-event-id', delivery.eventId)
        .unsafeJson(delivery.payload as any)
    }
    const calls = Array.from({ length: TIMES }, () => [
      verifyRazorpay(client, order, paid.id, buyer),
      webhook('payment.captured'),
      webhook('order.paid'),
    ]).flat()
    const responses = await Promise.all(calls)
    for (const response of responses) assert.equal(response.status(), 200)

    assert.deepEqual(await moneyState(buyer.id, agent.id), {
      credits: 50,
      ledgerSum: 50,
      purchaseEntries: 1,
      walletPaise: 99975,
      commissions: 1,
    })
  }).timeout(60000)
})
