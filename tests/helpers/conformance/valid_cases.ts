import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import sharp from 'sharp'
import type PasswordResetMail from '#mails/password_reset_mail'
import { PASSWORD } from '#database/factories/user_factory'
import {
  razorpayCheckoutSignature,
  razorpayDelivery,
  stripeDelivery,
  stripeEvent,
} from '#tests/helpers/fake_providers'
import { example } from '#tests/helpers/conformance/contract'
import { on, type Context, type ValidCase } from '#tests/helpers/conformance/valid_call'
import { builderCases, moreCases } from '#tests/helpers/conformance/valid_builder_cases'
import { alertCases } from '#tests/helpers/conformance/valid_alert_cases'

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer()

async function resetToken(client: ApiClient, email: string) {
  const { mails } = mail.fake()
  try {
    await client.post('/api/auth/forgot-password').json({ email })
    const queued = mails.queued() as PasswordResetMail[]
    return queued[0].link.split('/reset-password/')[1]
  } finally {
    mail.restore()
  }
}

async function order(context: Context, body: Record<string, unknown>) {
  const response = await context.client
    .post('/api/payment/create-order')
    .bearerToken(context.world.users.customer.token)
    .json(body)
  response.assertStatus(201)
  return response.body() as { order_id: string; transaction_id: number }
}

async function razorpayAnswer(context: Context) {
  const placed = await order(context, { package_id: 'in_starter', country_code: 'IN' })
  const paid = context.fake.captureRazorpay(placed.order_id)
  return {
    transaction_id: placed.transaction_id,
    razorpay_order_id: placed.order_id,
    razorpay_payment_id: paid.id,
    razorpay_signature: razorpayCheckoutSignature(placed.order_id, paid.id),
  }
}

const newPassword = 'another long passphrase 42'
const id = (row: { id: number }) => ({ id: row.id })

/**
 * One valid request per operation, as a real client would send it: the
 * document's example body where it has one, rows of the world for the path.
 */
export const VALID_CASES: Record<string, ValidCase> = {
  'api.auth.register': () => ({
    actor: 'anonymous',
    body: example('api.auth.register'),
    status: 201,
  }),
  'api.auth.login': ({ world }) => ({
    actor: 'anonymous',
    body: { email: world.users.customer.user.email, password: PASSWORD },
    status: 200,
  }),
  'api.auth.forgot_password': () => ({
    actor: 'anonymous',
    body: example('api.auth.forgot_password'),
    status: 202,
  }),
  'api.auth.reset_password': async ({ client, world }) => ({
    actor: 'anonymous',
    body: { token: await resetToken(client, world.target.email), password: newPassword },
    status: 200,
  }),
  'api.auth.me': () => ({ actor: 'customer', status: 200 }),
  'api.auth.logout': () => ({ actor: 'otherOwner', status: 204 }),
  'api.auth.logout_all': () => ({ actor: 'otherOwner', status: 204 }),
  'api.auth.tokens.index': () => ({ actor: 'customer', status: 200 }),
  'api.auth.tokens.store': () => ({
    actor: 'customer',
    body: example('api.auth.tokens.store'),
    status: 201,
  }),
  'api.auth.tokens.destroy': ({ world }) => ({
    actor: 'customer',
    params: { id: world.spareTokenId },
    status: 204,
  }),
  'api.auth.password': () => ({
    actor: 'customer',
    body: { current_password: PASSWORD, password: newPassword },
    status: 204,
  }),
  'api.locations.hierarchy': () => ({ actor: 'anonymous', status: 200 }),
  'api.locations.names': () => ({ actor: 'anonymous', status: 200 }),
  'api.locations.reverse_geocode_detailed': () => ({
    actor: 'anonymous',
    body: example('api.locations.reverse_geocode_detailed'),
    status: 200,
  }),
  'api.locations.reverse_geocode': () => ({
    actor: 'anonymous',
    body: example('api.locations.reverse_geocode'),
    status: 200,
  }),
  'api.locations.detect_and_save': () => ({
    actor: 'customer',
    body: example('api.locations.detect_and_save'),
    status: 200,
  }),
  'api.properties.index': () => ({
    actor: 'anonymous',
    qs: { city: 'Hyderabad', limit: 5 },
    status: 200,
  }),
  'api.properties.show': on('anonymous', 'property', 200),
  'api.properties.store': () => ({
    actor: 'owner',
    body: example('api.properties.store'),
    status: 201,
  }),
  'api.properties.update': on('owner', 'property', 200, 'api.properties.update'),
  'api.properties.patch': on('owner', 'property', 200, 'api.properties.patch'),
  'api.properties.destroy': on('owner', 'property', 204),
  'api.properties.publish': on('owner', 'draft', 200),
  'api.properties.renew': on('owner', 'expired', 200),
  'api.properties.restore': on('admin', 'deleted', 200),
  'api.properties.contact': on('customer', 'property', 200, 'api.properties.contact'),
  'api.my_properties': () => ({ actor: 'owner', status: 200 }),
  'api.uploads.image': async () => ({
    actor: 'owner',
    file: { field: 'image', bytes: await png(), filename: 'front.png' },
    status: 201,
  }),
  'api.favorites.index': () => ({ actor: 'customer', status: 200 }),
  'api.favorites.store': ({ world }) => ({
    actor: 'customer',
    body: { property_id: world.property.id },
    status: 201,
  }),
  'api.favorites.destroy': ({ world }) => ({
    actor: 'customer',
    params: id(world.othersProperty),
    status: 204,
  }),
  'api.payment.credit_packages': () => ({
    actor: 'anonymous',
    qs: { country_code: 'IN' },
    status: 200,
  }),
  'api.payment.create_order': () => ({
    actor: 'customer',
    body: { package_id: 'in_starter', country_code: 'IN' },
    status: 201,
  }),
  'api.payment.verify_razorpay': async (context) => ({
    actor: 'customer',
    body: await razorpayAnswer(context),
    status: 200,
  }),
  'api.payment.verify_stripe': async (context) => {
    const placed = await order(context, { package_id: 'us_starter', country_code: 'US' })
    context.fake.payStripe(placed.order_id)
    return { actor: 'customer', body: { session_id: placed.order_id }, status: 200 }
  },
  'api.payment.transaction_by_session': ({ world }) => ({
    actor: 'customer',
    params: { id: world.stripePayment.providerOrderId },
    status: 200,
  }),
  'api.payment.webhooks.stripe': () => {
    const delivery = stripeDelivery(stripeEvent('customer.created', { id: 'cus_1' }))
    return {
      actor: 'anonymous',
      raw: { payload: delivery.payload, headers: { 'stripe-signature': delivery.signature } },
      status: 200,
    }
  },
  'api.payment.webhooks.razorpay': () => {
    const delivery = razorpayDelivery('payment.authorized', { id: 'pay_1', order_id: 'order_1' })
    return {
      actor: 'anonymous',
      raw: {
        payload: delivery.payload,
        headers: {
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
        },
      },
      status: 200,
    }
  },
  'api.credits.plans': () => ({ actor: 'anonymous', qs: { country_code: 'IN' }, status: 200 }),
  'api.credits.purchase': () => ({
    actor: 'customer',
    body: { plan_id: 'in_starter', country_code: 'IN' },
    status: 201,
  }),
  'api.credits.verify_payment': async (context) => ({
    actor: 'customer',
    body: await razorpayAnswer(context),
    status: 200,
  }),
  'api.wallet.show': () => ({ actor: 'customer', status: 200 }),
  'api.wallet.transactions': () => ({ actor: 'customer', status: 200 }),
  'api.bookings.store': ({ world }) => ({
    actor: 'customer',
    body: { property_id: world.property.id },
    status: 201,
  }),
  'api.admin.bookings.cancel': ({ world }) => ({
    actor: 'admin',
    params: id(world.booking),
    body: { refund: false },
    status: 200,
  }),
  ...builderCases,
  ...alertCases,
}

/** Every valid request: one per operation, then the second ones (a failed import, …). */
export const VALID_REQUESTS: [string, ValidCase][] = [
  ...Object.entries(VALID_CASES),
  ...moreCases.map(([name, build]): [string, ValidCase] => [`${name} (2)`, build]),
]
