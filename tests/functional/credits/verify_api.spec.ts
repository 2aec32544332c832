import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Payment from '#models/payment'
import User from '#models/user'
import WalletTransaction from '#models/wallet_transaction'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { agentAndBuyer, moneyState, seedPackages } from '#tests/helpers/credits'
import { razorpayCheckoutSignature, withFakeProviders } from '#tests/helpers/fake_providers'
import { expectStatus } from '#tests/helpers/http'
import {
  packageOrder,
  verifyRazorpay,
  verifyStripe,
  placedOrder,
} from '#tests/helpers/credits_checkout'

test.group('Verify calls', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)

  const razorpayOrder = (client: ApiClient, user: User, packageId = 'in_popular') =>
    placedOrder(client, user, { package_id: packageId, country_code: 'IN' })

  test('verify-razorpay: a good signature grants the credits and 25% commission to the agent', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer()
    const order = await razorpayOrder(client, buyer)
    const paid = fake.captureRazorpay(order.order_id)
    const response = await verifyRazorpay(client, order, paid.id, buyer)
    response.assertStatus(200)
    assert.containSubset(response.body(), {
      success: true,
      status: 'completed',
      credits_added: 20,
      credits: 20,
      transaction_id: order.transaction_id,
      detail: '20 credits added successfully!',
    })
    assert.containSubset(await moneyState(buyer.id, agent.id), {
      credits: 20,
      ledgerSum: 20,
      purchaseEntries: 1,
      walletPaise: 44975,
      commissions: 1,
    })
    const commission = await WalletTransaction.findByOrFail('type', 'commission')
    assert.containSubset(commission.serialize(), {
      userId: agent.id,
      amountMinor: 44975,
      currency: 'INR',
    })
    const storedPayment = await Payment.findOrFail(order.transaction_id)
    assert.equal(storedPayment.providerPaymentId, paid.id)
  })

  test('verify-razorpay: a bad signature, another order or another buyer change nothing', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const other = await UserFactory.create()
    const order = await razorpayOrder(client, buyer)
    const second = await razorpayOrder(client, buyer, 'in_starter')
    const paid = fake.captureRazorpay(order.order_id)
    const attempts = [
      {
        who: buyer,
        body: {
          razorpay_order_id: order.order_id,
          razorpay_payment_id: paid.id,
          razorpay_signature: razorpayCheckoutSignature(order.order_id, paid.id, 'wrong-secret'),
        },
      },
      {
        who: buyer,
        body: {
          razorpay_order_id: second.order_id,
          razorpay_payment_id: paid.id,
          razorpay_signature: razorpayCheckoutSignature(order.order_id, paid.id),
        },
      },
      {
        who: buyer,
        body: {
          transaction_id: second.transaction_id,
          razorpay_order_id: order.order_id,
          razorpay_payment_id: paid.id,
          razorpay_signature: razorpayCheckoutSignature(order.order_id, paid.id),
        },
      },
      {
        who: other,
        body: {
          razorpay_order_id: order.order_id,
          razorpay_payment_id: paid.id,
          razorpay_signature: razorpayCheckoutSignature(order.order_id, paid.id),
        },
      },
    ]
    for (const attempt of attempts) {
      const response = await client
        .post(urlFor('api.payment.verify_razorpay'))
        .json(attempt.body)
        .withGuard('api')
        .loginAs(attempt.who)
      response.assertStatus(400)
      assert.deepEqual(response.body(), { detail: 'Payment verification failed' })
    }
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
    const storedPayment = await Payment.findOrFail(order.transaction_id)
    assert.equal(storedPayment.status, 'created')
  })

  test('verify-razorpay: missing fields are a 422 with field errors', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const response = await client
      .post(urlFor('api.payment.verify_razorpay'))
      .json({ razorpay_order_id: 'order_x' })
      .withGuard('api')
      .loginAs(buyer)
    response.assertStatus(422)
    assert.isString(response.body().detail)
    assert.isArray(response.body().errors)
  })

  test('legacy verify-payment is the same check', async ({ client, assert }) => {
    const buyer = await UserFactory.create()
    const purchase = await client
      .post(urlFor('api.credits.purchase'))
      .json({ plan_id: 'in_starter' })
      .withGuard('api')
      .loginAs(buyer)
    const orderId = purchase.body().order_id
    const paid = fake.captureRazorpay(orderId)
    const response = await client
      .post(urlFor('api.credits.verify_payment'))
      .json({
        plan_id: 'in_starter',
        razorpay_order_id: orderId,
        razorpay_payment_id: paid.id,
        razorpay_signature: razorpayCheckoutSignature(orderId, paid.id),
      })
      .withGuard('api')
      .loginAs(buyer)
    response.assertStatus(200)
    assert.containSubset(response.body(), { success: true, credits: 5 })
  })

  test('verify-stripe: pending until Stripe says paid, then credits once; transaction-by-session finds it', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer({ countryCode: 'US' })
    const response = await packageOrder(client, buyer, {
      package_id: 'us_starter',
      country_code: 'US',
    })
    const order = response.body()
    const verify = () => verifyStripe(client, order, buyer)

    const early = await verify()
    early.assertStatus(202)
    assert.containSubset(early.body(), {
      success: false,
      status: 'pending',
      detail: 'Payment completed! Credits should be added shortly.',
    })

    fake.payStripe(order.order_id)
    const paid = await verify()
    paid.assertStatus(200)
    assert.containSubset(paid.body(), { success: true, credits_added: 5, credits: 5 })
    const result = await verify()
    result.assertStatus(200)
    // $9.99 at the fallback 83.25 ₹/$ is ₹831.67; 25% rounded down is 20791 paise.
    assert.containSubset(await moneyState(buyer.id, agent.id), {
      credits: 5,
      purchaseEntries: 1,
      walletPaise: 20791,
      commissions: 1,
    })

    const found = await client
      .get(urlFor('api.payment.transaction_by_session', { id: order.order_id }))
      .withGuard('api')
      .loginAs(buyer)
    assert.containSubset(found.body(), {
      id: order.transaction_id,
      status: 'completed',
      amount: 999,
      currency: 'USD',
    })
    const stranger = await UserFactory.create()
    await expectStatus(
      client
        .get(urlFor('api.payment.transaction_by_session', { id: order.order_id }))
        .withGuard('api')
        .loginAs(stranger),
      404
    )
  })

  test('verify-stripe: a session that is not this transaction is refused', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const a = await placedOrder(client, buyer, { package_id: 'us_starter', country_code: 'US' })
    const b = await placedOrder(client, buyer, { package_id: 'us_popular', country_code: 'US' })
    fake.payStripe(a.order_id)
    await expectStatus(
      verifyStripe(client, { order_id: a.order_id, transaction_id: b.transaction_id }, buyer),
      400
    )
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
  })
})
