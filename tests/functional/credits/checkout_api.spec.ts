import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Payment from '#models/payment'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { seedPackages } from '#tests/helpers/credits'
import { useGatewaysWithoutKeys, withFakeProviders } from '#tests/helpers/fake_providers'
import { packageOrder } from '#tests/helpers/credits_checkout'

test.group('GET /api/payment/credit-packages and legacy plans', (group) => {
  isolated(group)
  withFakeProviders(group)
  group.each.setup(seedPackages)

  test('India: INR packages through Razorpay, keyed by id, prices in paise', async ({
    client,
    assert,
  }) => {
    const response = await client.get(
      urlFor('api.payment.credit_packages', {}, { qs: { country_code: 'IN' } })
    )
    response.assertStatus(200)
    const body = response.body()
    assert.containSubset(body, {
      country_code: 'IN',
      currency: 'INR',
      provider: 'razorpay',
      demo: false,
    })
    assert.deepEqual(Object.keys(body.packages), ['in_starter', 'in_popular', 'in_professional'])
    assert.deepEqual(body.packages.in_popular, {
      id: 'in_popular',
      name: 'Popular',
      description: 'Post 20 properties for 30 days each.',
      credits: 20,
      price: 179900,
      currency: 'INR',
      provider: 'razorpay',
      discount: 10,
      original_price: 199600,
    })
  })

  test('the US pays in USD through Stripe; the default country is India', async ({
    client,
    assert,
  }) => {
    const us = await client.get(
      urlFor('api.payment.credit_packages', {}, { qs: { country_code: 'us' } })
    )
    assert.containSubset(us.body(), { country_code: 'US', currency: 'USD', provider: 'stripe' })
    assert.equal(us.body().packages.us_starter.price, 999)
    const fallback = await client.get(urlFor('api.payment.credit_packages'))
    assert.equal(fallback.body().country_code, 'IN')
  })

  test('an unknown country is a 422 with a detail', async ({ client, assert }) => {
    const response = await client.get(
      urlFor('api.payment.credit_packages', {}, { qs: { country_code: 'FR' } })
    )
    response.assertStatus(422)
    assert.isString(response.body().detail)
  })

  test('legacy plans list the same packages with amounts in paise', async ({ client, assert }) => {
    const response = await client.get(urlFor('api.credits.plans'))
    response.assertStatus(200)
    assert.deepEqual(response.body()[1], {
      id: 'in_popular',
      name: 'Popular',
      credits: 20,
      price: 179900,
      currency: 'INR',
      discount: 10,
      original_price: 199600,
    })
  })
})

test.group('POST /api/payment/create-order', (group) => {
  isolated(group)
  const fake = withFakeProviders(group)
  group.each.setup(seedPackages)

  test('Razorpay: an order for the package price; the client amount is ignored', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await packageOrder(client, user, {
      package_id: 'in_starter',
      country_code: 'IN',
      amount: 1,
      credits: 500,
      success_url: urlFor('credits'),
      cancel_url: urlFor('credits'),
    })
    response.assertStatus(201)
    const body = response.body()
    assert.containSubset(body, {
      provider: 'razorpay',
      demo: false,
      key_id: 'rzp_test_fake',
      amount: 49900,
      currency: 'INR',
      checkout_url: null,
    })
    assert.match(body.order_id, /^order_/)
    assert.equal(fake.orders.get(body.order_id)!.amount, 49900)
    const payment = await Payment.findOrFail(body.transaction_id)
    assert.containSubset(payment.serialize(), {
      userId: user.id,
      credits: 5,
      amountMinor: 49900,
      currency: 'INR',
      provider: 'razorpay',
      status: 'created',
      providerOrderId: body.order_id,
    })
  })

  test('Stripe: a Checkout Session with an idempotency key and the return parameters', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ countryCode: 'US' }).create()
    const response = await packageOrder(client, user, {
      package_id: 'us_popular',
      country_code: 'US',
      success_url: `http://localhost:${process.env.PORT}/credits`,
      cancel_url: `http://localhost:${process.env.PORT}/credits`,
    })
    response.assertStatus(201)
    const body = response.body()
    assert.containSubset(body, { provider: 'stripe', amount: 3599, currency: 'USD', key_id: null })
    assert.match(body.checkout_url, /^https:\/\/checkout\.stripe\.test\//)
    const session = fake.sessions.get(body.order_id)!
    assert.equal(session.amount_total, 3599)
    assert.equal(
      session.success_url,
      `http://localhost:${process.env.PORT}/credits?success=true&session_id={CHECKOUT_SESSION_ID}&transaction_id=${body.transaction_id}`
    )
    assert.equal(
      fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.headers['idempotency-key'],
      `checkout:payment:${body.transaction_id}`
    )
  })

  test('unknown packages, packages of another country and foreign return URLs are refused with no payment', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const cases = [
      { package_id: 'gold', country_code: 'IN' },
      { package_id: 'us_starter', country_code: 'IN' },
      { package_id: 'in_starter', country_code: 'IN', success_url: 'https://evil.example/steal' },
      { package_id: 'in_starter', country_code: 'IN', cancel_url: '//evil.example/x' },
      { country_code: 'IN' },
    ]
    for (const body of cases) {
      const response = await packageOrder(client, user, body)
      response.assertStatus(422)
      assert.isString(response.body().detail)
    }
    assert.lengthOf(await Payment.all(), 0)
  })

  test('signed-out callers get 401', async ({ client }) => {
    const response = await client
      .post(urlFor('api.payment.create_order'))
      .json({ package_id: 'in_starter' })
    response.assertStatus(401)
    response.assertBodyContains({ detail: 'Please sign in to continue.' })
  })

  test("a provider that does not answer: 'Failed to initiate payment', the payment is marked failed", async ({
    client,
    assert,
  }) => {
    fake.failing = true
    const user = await UserFactory.create()
    const response = await packageOrder(client, user, { package_id: 'in_starter' })
    response.assertStatus(502)
    assert.deepEqual(response.body(), { detail: 'Failed to initiate payment' })
    const [payment] = await Payment.all()
    assert.equal(payment.status, 'failed')
  })

  test('legacy purchase is the same checkout', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(urlFor('api.credits.purchase'))
      .json({ plan_id: 'in_professional' })
      .withGuard('api')
      .loginAs(user)
    response.assertStatus(201)
    assert.containSubset(response.body(), {
      provider: 'razorpay',
      key_id: 'rzp_test_fake',
      amount: 399900,
    })
  })
})

test.group('The demo gateway', (group) => {
  isolated(group)
  group.each.setup(seedPackages)
  group.each.teardown(async () => {
    const { default: app } = await import('@adonisjs/core/services/app')
    const { default: PaymentGateways } = await import('#services/payments/payment_gateways')
    app.container.restore(PaymentGateways)
  })

  test('stands in when no keys are configured, labelled as a demo', async ({ client, assert }) => {
    useGatewaysWithoutKeys()
    const packages = await client.get(
      urlFor('api.payment.credit_packages', {}, { qs: { country_code: 'US' } })
    )
    assert.containSubset(packages.body(), { provider: 'demo', demo: true })
    const user = await UserFactory.create()
    const order = await packageOrder(client, user, { package_id: 'us_starter', country_code: 'US' })
    order.assertStatus(201)
    assert.containSubset(order.body(), {
      provider: 'demo',
      demo: true,
      amount: 999,
      currency: 'USD',
    })
    assert.equal(
      order.body().checkout_url,
      `http://localhost:${process.env.PORT}/payment/demo/${order.body().transaction_id}`
    )
  })

  test('is refused in production (and when switched off)', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const options of [{ inProduction: true }, { demo: 'off' as const }]) {
      useGatewaysWithoutKeys(options)
      const order = await packageOrder(client, user, { package_id: 'in_starter' })
      order.assertStatus(503)
      assert.deepEqual(order.body(), {
        detail: 'Payments are not available right now. Please try again later.',
      })
      const packages = await client.get(urlFor('api.payment.credit_packages'))
      assert.containSubset(packages.body(), { provider: null, demo: false })
    }
    assert.lengthOf(await Payment.all(), 0)
  })
})
