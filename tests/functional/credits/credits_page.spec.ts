import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { urlFor } from '@adonisjs/core/services/url_builder'
import app from '@adonisjs/core/services/app'
import Payment from '#models/payment'
import User from '#models/user'
import PaymentGateways from '#services/payments/payment_gateways'
import CreditLedger from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { agentAndBuyer, seedPackages } from '#tests/helpers/credits'
import { useGatewaysWithoutKeys } from '#tests/helpers/fake_providers'
import { expectStatus } from '#tests/helpers/http'

/** Buy Now on the page: the Inertia form post of a package. */
const buyNow = (client: ApiClient, buyer: User, form: Record<string, unknown>) =>
  client.post(urlFor('credits.buy')).withCsrfToken().withInertia().loginAs(buyer).form(form)

/** The browser's return to /credits from a checkout, with `qs` as the provider sends it. */
const creditsReturn = (
  client: ApiClient,
  buyer: User,
  qs: Record<string, unknown>,
  locale = 'en'
) =>
  client
    .get(urlFor('credits', {}, { qs }))
    .withPlainCookie('locale', locale)
    .loginAs(buyer)
    .redirects(0)

/** Where the demo checkout sends the buyer back: the absolute /credits address with `query`. */
const absoluteCredits = (query: string) => `http://localhost:${process.env.PORT}/credits?${query}`

test.group('Credits & Wallet page', (group) => {
  isolated(group)
  group.each.setup(seedPackages)
  group.each.setup(() => {
    useGatewaysWithoutKeys()
    return () => app.container.restore(PaymentGateways)
  })

  test("signed-out visitors get 'Please Login / You need to login to access credits and wallet.'", async ({
    client,
  }) => {
    const response = await client.get(urlFor('credits')).withInertia()
    response.assertStatus(401)
    response.assertInertiaComponent('errors/access_denied')
    response.assertInertiaPropsContains({
      title: 'pages.gate.login_title',
      message: 'pages.gate.credits_login',
    })
  })

  test('shows the wallet, the country packages with the provider, history and activity', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer()
    await UserFactory.merge({ referredById: agent.id }).create()
    await new CreditLedger().grant(agent, 3, { reason: 'promo', idempotencyKey: 'promo:agent' })
    const response = await client.get(urlFor('credits')).withInertia().loginAs(agent)
    response.assertStatus(200)
    response.assertInertiaComponent('credits/index')
    const props = response.inertiaProps
    assert.deepEqual(props.wallet, {
      credits: 3,
      wallet_balance: 0,
      total_referrals: 2,
      agent_code: agent.agentCode,
    })
    assert.deepEqual(props.payments, { provider: 'demo', demo: true })
    assert.equal(props.country, 'IN')
    assert.deepEqual(
      props.packages.map((p: { id: string }) => p.id),
      ['in_starter', 'in_popular', 'in_professional']
    )
    assert.deepEqual(props.transactions, [])
    assert.containSubset(props.activity, [{ delta: 3, reason: 'grant', purpose: 'promo' }])
    void buyer
  })

  test('Buy Now with the demo → demo checkout → Pay → return → credits, message, clean address', async ({
    client,
    assert,
  }) => {
    const { agent, buyer } = await agentAndBuyer()
    const buy = await buyNow(client, buyer, { package_id: 'in_popular', amount: 1 })
    buy.assertStatus(409)
    const location = String(buy.header('x-inertia-location'))
    const payment = await Payment.query().where('user_id', buyer.id).firstOrFail()
    assert.equal(location, urlFor('demo_checkout.show', { id: payment.id }))
    assert.containSubset(payment.serialize(), {
      provider: 'demo',
      amountMinor: 179900,
      credits: 20,
      status: 'created',
    })

    const page = await client.get(location).withInertia().loginAs(buyer)
    page.assertInertiaComponent('payments/demo_checkout')
    assert.containSubset(page.inertiaProps.payment, {
      id: payment.id,
      amount: 179900,
      currency: 'INR',
      credits: 20,
      package_name: 'Popular',
    })

    const pay = await client
      .post(urlFor('demo_checkout.pay', { id: payment.id }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    pay.assertStatus(302)
    assert.equal(
      pay.header('location'),
      absoluteCredits(`success=true&transaction_id=${payment.id}`)
    )

    const back = await creditsReturn(client, buyer, { success: 'true', transaction_id: payment.id })
    back.assertStatus(302)
    assert.equal(back.header('location'), urlFor('credits'))
    back.assertFlashMessage(
      'success',
      'Payment successful! Credits have been added to your account.'
    )

    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 20)
    const freshUser = await User.findOrFail(agent.id)
    assert.equal(freshUser.walletBalancePaise, 44975)
    const after = await client.get(urlFor('credits')).withInertia().loginAs(buyer)
    assert.containSubset(after.inertiaProps.transactions, [
      { type: 'purchase', amount: 179900, currency: 'INR', sign: '-' },
    ])
    const agentPage = await client.get(urlFor('credits')).withInertia().loginAs(agent)
    assert.containSubset(agentPage.inertiaProps.transactions, [
      { type: 'commission', amount: 44975, sign: '+' },
    ])
  })

  test("Cancel on the demo checkout returns with 'Payment was cancelled' and no credits", async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    await buyNow(client, buyer, { package_id: 'in_starter' })
    const payment = await Payment.query().where('user_id', buyer.id).firstOrFail()
    const cancel = await client
      .post(urlFor('demo_checkout.cancel', { id: payment.id }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.equal(
      cancel.header('location'),
      absoluteCredits(`cancelled=true&transaction_id=${payment.id}`)
    )
    const back = await creditsReturn(client, buyer, {
      cancelled: 'true',
      transaction_id: payment.id,
    })
    back.assertFlashMessage('error', 'Payment was cancelled')
    const storedPayment = await Payment.findOrFail(payment.id)
    assert.equal(storedPayment.status, 'cancelled')
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 0)
  })

  test("a success return without a known transaction: 'Payment completed! Credits should be added shortly.'", async ({
    client,
  }) => {
    const buyer = await UserFactory.create()
    const back = await creditsReturn(client, buyer, { success: 'true', transaction_id: 99999 })
    back.assertStatus(302)
    back.assertFlashMessage('success', 'Payment completed! Credits should be added shortly.')
  })

  test("someone else's demo checkout is a 404, and paying it changes nothing", async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const stranger = await UserFactory.create()
    await buyNow(client, buyer, { package_id: 'in_starter' })
    const payment = await Payment.query().where('user_id', buyer.id).firstOrFail()
    await expectStatus(
      client
        .get(urlFor('demo_checkout.show', { id: payment.id }))
        .withInertia()
        .loginAs(stranger),
      404
    )
    await client
      .post(urlFor('demo_checkout.pay', { id: payment.id }))
      .withCsrfToken()
      .loginAs(stranger)
      .redirects(0)
    const storedPayment = await Payment.findOrFail(payment.id)
    assert.equal(storedPayment.status, 'created')
  })

  test('an unknown package on Buy Now is refused with its message, and no payment', async ({
    client,
    assert,
  }) => {
    const buyer = await UserFactory.create()
    const response = await client
      .post(urlFor('credits.buy'))
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .loginAs(buyer)
      .form({ package_id: 'us_starter' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('error', 'This credit package is not available in your country.')
    assert.lengthOf(await Payment.all(), 0)
  })

  test('the Hindi page uses Hindi messages', async ({ client }) => {
    const buyer = await UserFactory.create()
    const back = await creditsReturn(client, buyer, { cancelled: 'true' }, 'hi')
    back.assertFlashMessage('error', 'भुगतान रद्द कर दिया गया')
  })
})
