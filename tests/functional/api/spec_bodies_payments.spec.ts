import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { paymentOf, seedPackages } from '#tests/helpers/credits'
import { razorpayCheckoutSignature, withFakeProviders } from '#tests/helpers/fake_providers'
import { withLocationTree } from '../posting/helpers.js'

/*
 * The payment, place and chat bodies of 001 §7 and 000 §7 as the spec writes
 * them (issue 26), each field list in the spec's order; docs/api.md#request-bodies.
 */

test.group('/api takes the spec’s payment, place and chat bodies', (group) => {
  isolated(group)
  withLocationTree(group)
  group.each.setup(seedPackages)
  const fake = withFakeProviders(group)

  test('create-order "body package_id, country_code, success_url, cancel_url", then verify-razorpay (001 §7)', async ({
    assert,
    client,
  }) => {
    const buyer = await UserFactory.create()
    const order = await client
      .post(urlFor('api.payment.create_order'))
      .json({
        package_id: 'in_starter',
        country_code: 'IN',
        success_url: urlFor('credits'),
        cancel_url: urlFor('credits'),
      })
      .withGuard('api')
      .loginAs(buyer)
    order.assertStatus(201)
    const { order_id: orderId, transaction_id: transactionId } = order.body()
    const paid = fake.captureRazorpay(orderId)
    // 001 §7 "POST /payment/verify-razorpay: body transaction_id, razorpay_order_id, razorpay_payment_id, razorpay_signature".
    const verified = await client
      .post(urlFor('api.payment.verify_razorpay'))
      .json({
        transaction_id: transactionId,
        razorpay_order_id: orderId,
        razorpay_payment_id: paid.id,
        razorpay_signature: razorpayCheckoutSignature(orderId, paid.id),
      })
      .withGuard('api')
      .loginAs(buyer)
    verified.assertStatus(200)
    const payment = await paymentOf(transactionId)
    assert.containSubset(payment, { status: 'completed', credits: 5 })
  })

  test('verify-stripe "body session_id, transaction_id"; legacy purchase "plan_id" and verify-payment (001 §7)', async ({
    assert,
    client,
  }) => {
    const buyer = await UserFactory.merge({ countryCode: 'US' }).create()
    const order = await client
      .post(urlFor('api.payment.create_order'))
      .json({ package_id: 'us_starter', country_code: 'US', success_url: '', cancel_url: '' })
      .withGuard('api')
      .loginAs(buyer)
    order.assertStatus(201)
    fake.payStripe(order.body().order_id)
    const verified = await client
      .post(urlFor('api.payment.verify_stripe'))
      .json({ session_id: order.body().order_id, transaction_id: order.body().transaction_id })
      .withGuard('api')
      .loginAs(buyer)
    verified.assertStatus(200)
    assert.containSubset(await paymentOf(order.body().transaction_id), { status: 'completed' })

    const indian = await UserFactory.create()
    // 001 §7 "Legacy: POST /credits/purchase with plan_id (returns key_id, order_id); POST /credits/verify-payment
    // with the provider ids and plan_id".
    const legacy = await client
      .post(urlFor('api.credits.purchase'))
      .json({ plan_id: 'in_popular' })
      .withGuard('api')
      .loginAs(indian)
    legacy.assertStatus(201)
    assert.containSubset(legacy.body(), { key_id: 'rzp_test_fake' })
    const paid = fake.captureRazorpay(legacy.body().order_id)
    const legacyVerified = await client
      .post(urlFor('api.credits.verify_payment'))
      .json({
        razorpay_order_id: legacy.body().order_id,
        razorpay_payment_id: paid.id,
        razorpay_signature: razorpayCheckoutSignature(legacy.body().order_id, paid.id),
        plan_id: 'in_popular',
      })
      .withGuard('api')
      .loginAs(indian)
    legacyVerified.assertStatus(200)
    assert.containSubset(await paymentOf(legacy.body().transaction_id), {
      status: 'completed',
      credits: 20,
    })
  })

  test('places "latitude, longitude" (000 §7, all three calls) and chat "message"', async ({
    assert,
    client,
  }) => {
    const point = { latitude: 17.4401, longitude: 78.3489 }
    const detailed = await client.post(urlFor('api.locations.reverse_geocode_detailed')).json(point)
    detailed.assertStatus(200)
    assert.containSubset(detailed.body(), { success: true, location_data: { city: 'Hyderabad' } })
    const simple = await client.post(urlFor('api.locations.reverse_geocode')).json(point)
    assert.containSubset(simple.body(), { success: true, data: { state: 'Telangana' } })
    const user = await UserFactory.create()
    const saved = await client
      .post(urlFor('api.locations.detect_and_save'))
      .json({ latitude: '17.4401', longitude: '78.3489' })
      .withGuard('api')
      .loginAs(user)
    saved.assertStatus(200)

    // 000 §7 "POST /chat/send | message | field response holds the bot reply".
    const chat = await client.post(urlFor('api.chat.send')).json({ message: '3 BHK in Hyderabad' })
    chat.assertStatus(200)
    assert.isString(chat.body().response)
  })
})
