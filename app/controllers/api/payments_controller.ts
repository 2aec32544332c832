import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import Payment from '#models/payment'
import User from '#models/user'
import Wallet from '#services/credits/wallet'
import CreateCheckout from '#services/payments/create_checkout'
import ConfirmPayment, { type Confirmation } from '#services/payments/confirm_payment'
import PaymentGateways from '#services/payments/payment_gateways'
import { checkoutResponse } from '#services/payments/checkout_response'
import { resolveReturnUrl } from '#services/payments/return_urls'
import { trustedOrigin } from '#services/http/origin'
import { apiSerializer } from '#services/http/api_serializer'
import CreditPackageTransformer from '#transformers/credit_package_transformer'
import PaymentTransformer from '#transformers/payment_transformer'
import {
  createOrderValidator,
  packagesQueryValidator,
  verifyRazorpayValidator,
  verifyStripeValidator,
} from '#validators/payments'

/** /api/payment (001 §7, 000 §7): packages, checkout, verification. */
export default class PaymentsController {
  /** GET /api/payment/credit-packages?country_code=IN → packages keyed by id, with the country's provider. */
  async packages({ request }: HttpContext) {
    const { country_code: country = 'IN' } = await request.validateUsing(packagesQueryValidator)
    const packages = await new Wallet().packages(country)
    const items = (await apiSerializer.serialize(CreditPackageTransformer.transform(packages))) as { id: string }[]
    const gateways = await app.container.make(PaymentGateways)
    const provider = country === 'US' ? 'stripe' : 'razorpay'
    const gateway = gateways.available(provider) ? gateways.for(provider) : null
    return {
      country_code: country,
      currency: country === 'US' ? 'USD' : 'INR',
      provider: gateway?.name ?? null,
      demo: gateway?.demo ?? false,
      packages: Object.fromEntries(items.map((item) => [item.id, item])),
    }
  }

  /** POST /api/payment/create-order: amount and credits from the server's package only. */
  async createOrder(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createOrderValidator)
    const origin = trustedOrigin(ctx)
    const checkout = await new CreateCheckout().forPackage(ctx.auth.getUserOrFail(), {
      packageId: input.package_id,
      countryCode: input.country_code ?? 'IN',
      successUrl: resolveReturnUrl(input.success_url, origin),
      cancelUrl: resolveReturnUrl(input.cancel_url, origin),
    })
    return ctx.response.status(201).send(checkoutResponse(checkout, origin))
  }

  async verifyRazorpay({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(verifyRazorpayValidator)
    const user = auth.getUserOrFail()
    const result = await new ConfirmPayment().razorpay(user, {
      transactionId: input.transaction_id,
      orderId: input.razorpay_order_id,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    })
    return verifyAnswer(result, user, i18n.t.bind(i18n))
  }

  async verifyStripe({ request, auth, i18n, response }: HttpContext) {
    const input = await request.validateUsing(verifyStripeValidator)
    const user = auth.getUserOrFail()
    const result = await new ConfirmPayment().stripe(user, { sessionId: input.session_id, transactionId: input.transaction_id })
    if (result.state === 'pending') response.status(202)
    return verifyAnswer(result, user, i18n.t.bind(i18n))
  }

  /** GET /api/payment/transaction-by-session/:id: the buyer's own checkout for a Stripe session. */
  async transactionBySession({ params, auth }: HttpContext) {
    const payment = await Payment.query().where('user_id', auth.getUserOrFail().id).where('provider_order_id', String(params.id)).firstOrFail()
    return apiSerializer.serialize(PaymentTransformer.transform(payment))
  }
}

/** {success, status, credits_added, credits, transaction_id, detail}: what a verify call answers. */
export async function verifyAnswer(result: Confirmation, user: User, t: (key: string, data?: Record<string, unknown>) => string) {
  const balance = Number((await User.findOrFail(user.id)).credits)
  if (result.state === 'pending') {
    return { success: false, status: 'pending', credits: balance, transaction_id: result.payment?.id ?? null, detail: t('credits.messages.completed_pending') }
  }
  const added = result.payment.credits
  return {
    success: true,
    status: result.payment.status,
    credits_added: added,
    credits: balance,
    transaction_id: result.payment.id,
    detail: t('credits.messages.credits_added', { count: added }),
  }
}
