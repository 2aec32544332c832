import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Payment from '#models/payment'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { agentAndBuyer, moneyState, seedPackages } from '#tests/helpers/credits'
import { expectStatus } from '#tests/helpers/http'
import {
  razorpayDelivery,
  stripeDelivery,
  stripeEvent,
  withFakeProviders,
} from '#tests/helpers/fake_providers'
import { placedOrder } from '#tests/helpers/credits_checkout'

test.group('Stripe webhook', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)

  const checkout = (client: ApiClient, user: User) =>
    placedOrder(client, user, { package_id: 'us_popular', country_code: 'US' })
  const deliver = (client: any, delivery: { payload: string; signature: string }) =>
    client
      .post(urlFor('api.payment.webhooks.stripe'))
      .header('stripe-signature', delivery.signature)
      .unsafeJson(delivery.payload as any)

  test('checkout.session.completed (paid) fulfils with commission; a replay changes nothing', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer()
    const order = await checkout(client, buyer)
    const delivery = stripeDelivery(
      stripeEvent('checkout.session.completed', fake.payStripe(order.order_id))
    )
    const first = await deliver(client, delivery)
    first.assertStatus(200)
    assert.containSubset(first.body(), { received: true, handled: true })
    const replay = await deliver(client, delivery)
    assert.containSubset(replay.body(), { received: true, duplicate: true })
    assert.containSubset(await moneyState(buyer.id, agent.id), {
      credits: 20,
      ledgerSum: 20,
      purchaseEntries: 1,
      commissions: 1,
    })
  })

  test('a bad signature, a wrong secret and a stale timestamp are refused with 400 and change nothing', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const order = await checkout(client, buyer)
    const event = stripeEvent('checkout.session.completed', fake.payStripe(order.order_id))
    const good = stripeDelivery(event)
    const deliveries = [
      { payload: good.payload.replace('"paid"', '"paid" '), signature: good.signature },
      stripeDelivery(event, { secret: 'whsec_someone_else' }),
      stripeDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      { payload: good.payload, signature: '' },
    ]
    for (const delivery of deliveries) {
      const response = await deliver(client, delivery)
      response.assertStatus(400)
      assert.deepEqual(response.body(), { detail: 'Invalid webhook signature' })
    }
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
    const storedPayment = await Payment.findOrFail(order.transaction_id)
    assert.equal(storedPayment.status, 'created')
  })

  test('out of order: expired after completed keeps it completed; completed after expired still fulfils', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const a = await checkout(client, buyer)
    const paidA = fake.payStripe(a.order_id)
    await deliver(client, stripeDelivery(stripeEvent('checkout.session.completed', paidA)))
    await deliver(
      client,
      stripeDelivery(stripeEvent('checkout.session.expired', { ...paidA, status: 'expired' }))
    )
    const storedPayment = await Payment.findOrFail(a.transaction_id)
    assert.equal(storedPayment.status, 'completed')

    const b = await checkout(client, buyer)
    await deliver(
      client,
      stripeDelivery(
        stripeEvent('checkout.session.expired', {
          ...fake.sessions.get(b.order_id),
          status: 'expired',
        })
      )
    )
    const freshPayment = await Payment.findOrFail(b.transaction_id)
    assert.equal(freshPayment.status, 'cancelled')
    await deliver(
      client,
      stripeDelivery(
        stripeEvent('checkout.session.async_payment_succeeded', fake.payStripe(b.order_id))
      )
    )
    const paidLater = await Payment.findOrFail(b.transaction_id)
    assert.equal(paidLater.status, 'completed')
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 40)
  })

  test('unpaid completions wait; async failures close the checkout; unknown sessions and types are acknowledged', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const order = await checkout(client, buyer)
    const unpaid = await deliver(
      client,
      stripeDelivery(stripeEvent('checkout.session.completed', fake.sessions.get(order.order_id)!))
    )
    assert.containSubset(unpaid.body(), { handled: false, reason: 'not_paid_yet' })
    await deliver(
      client,
      stripeDelivery(
        stripeEvent('checkout.session.async_payment_failed', fake.sessions.get(order.order_id)!)
      )
    )
    const storedPayment = await Payment.findOrFail(order.transaction_id)
    assert.equal(storedPayment.status, 'failed')
    const unknown = await deliver(
      client,
      stripeDelivery(
        stripeEvent('checkout.session.completed', { id: 'cs_test_unknown', payment_status: 'paid' })
      )
    )
    assert.containSubset(unknown.body(), {
      received: true,
      handled: false,
      reason: 'unknown_session',
    })
    const other = await deliver(
      client,
      stripeDelivery(stripeEvent('customer.created', { id: 'cus_1' }))
    )
    assert.containSubset(other.body(), { received: true, handled: false })
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
  })

  test('a paid amount that differs from the package is not fulfilled', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const order = await checkout(client, buyer)
    const session = { ...fake.payStripe(order.order_id), amount_total: 100 }
    const response = await deliver(
      client,
      stripeDelivery(stripeEvent('checkout.session.completed', session))
    )
    assert.containSubset(response.body(), { handled: false, reason: 'amount_mismatch' })
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
  })
})

test.group('Razorpay webhook', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)

  const deliver = (
    client: any,
    delivery: { payload: string; signature: string; eventId?: string }
  ) =>
    client
      .post(urlFor('api.payment.webhooks.razorpay'))
      .header('x-razorpay-signature', delivery.signature)
      .header('x-razorpay-event-id', delivery.eventId ?? '')
      .unsafeJson(delivery.payload as any)

  const order = (client: ApiClient, user: User) =>
    placedOrder(client, user, { package_id: 'in_starter' })

  test('payment.captured fulfils once; the same event again and order.paid for it change nothing', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer()
    const o = await order(client, buyer)
    const payment = fake.captureRazorpay(o.order_id)
    const delivery = razorpayDelivery('payment.captured', payment)
    await expectStatus(deliver(client, delivery), 200)
    const reply = await deliver(client, delivery)
    assert.containSubset(reply.body(), { duplicate: true })
    const answer = await deliver(client, razorpayDelivery('order.paid', payment))
    assert.containSubset(answer.body(), {
      received: true,
    })
    assert.containSubset(await moneyState(buyer.id, agent.id), {
      credits: 5,
      purchaseEntries: 1,
      walletPaise: 12475,
      commissions: 1,
    })
  })

  test('a bad signature is refused with 400 and nothing changes', async ({ client, assert }) => {
    const buyer = await UserFactory.create()
    const o = await order(client, buyer)
    const payment = fake.captureRazorpay(o.order_id)
    for (const delivery of [
      razorpayDelivery('payment.captured', payment, { secret: 'not-ours' }),
      { ...razorpayDelivery('payment.captured', payment), signature: 'abc' },
    ]) {
      const response = await deliver(client, delivery)
      response.assertStatus(400)
      assert.deepEqual(response.body(), { detail: 'Invalid webhook signature' })
    }
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
  })

  test('payment.failed after capture keeps the payment completed; before capture marks it failed, and a later capture still fulfils', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const o = await order(client, buyer)
    const failed = {
      id: 'pay_failed_1',
      order_id: o.order_id,
      amount: 49900,
      currency: 'INR',
      status: 'failed',
    }
    await deliver(client, razorpayDelivery('payment.failed', failed))
    const storedPayment = await Payment.findOrFail(o.transaction_id)
    assert.equal(storedPayment.status, 'failed')
    const captured = fake.captureRazorpay(o.order_id)
    await deliver(client, razorpayDelivery('payment.captured', captured))
    await deliver(client, razorpayDelivery('payment.failed', failed))
    const freshPayment = await Payment.findOrFail(o.transaction_id)
    assert.equal(freshPayment.status, 'completed')
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 5)
  })
})
