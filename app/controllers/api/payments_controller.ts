import type { HttpContext } from '@adonisjs/core/http'
import Payment from '#models/payment'
import CreateCheckout from '#services/payments/create_checkout'
import ConfirmPayment from '#services/payments/confirm_payment'
import { creditOffer } from '#services/payments/credit_offer'
import { checkoutResponse } from '#services/payments/checkout_response'
import { resolveReturnUrl } from '#services/payments/return_urls'
import { trustedOrigin } from '#http/origin'
import { apiSerializer } from '#transformers/api_serializer'
import CreditOfferTransformer from '#transformers/credit_offer_transformer'
import PaymentTransformer from '#transformers/payment_transformer'
import PaymentVerificationTransformer from '#transformers/payment_verification_transformer'
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
    return apiSerializer.serialize(CreditOfferTransformer.transform(await creditOffer(country)))
  }

  /** POST /api/payment/create-order (and the legacy /api/credits/purchase): amount and credits from the server's package only. */
  async createOrder(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createOrderValidator)
    const origin = trustedOrigin(ctx)
    const checkout = await new CreateCheckout().forPackage(ctx.auth.getUserOrFail(), {
      packageId: (input.package_id ?? input.plan_id)!,
      countryCode: input.country_code ?? 'IN',
      successUrl: resolveReturnUrl(input.success_url, origin),
      cancelUrl: resolveReturnUrl(input.cancel_url, origin),
    })
    return ctx.response.status(201).send(checkoutResponse(checkout, origin))
  }

  /** Also the legacy POST /api/credits/verify-payment. */
  async verifyRazorpay({ request, auth, i18n }: HttpContext) {
    const answer = await request.validateUsing(verifyRazorpayValidator)
    const buyer = auth.getUserOrFail()
    const confirmation = await new ConfirmPayment().razorpay(buyer, answer)
    return apiSerializer.serialize(
      PaymentVerificationTransformer.transform({ confirmation, buyer: await buyer.refresh() }, i18n)
    )
  }

  /** 202 while Stripe has not taken the money yet. */
  async verifyStripe({ request, auth, i18n, response }: HttpContext) {
    const input = await request.validateUsing(verifyStripeValidator)
    const buyer = auth.getUserOrFail()
    const confirmation = await new ConfirmPayment().stripe(buyer, {
      sessionId: input.session_id,
      transactionId: input.transaction_id,
    })
    if (confirmation.state === 'pending') response.status(202)
    return apiSerializer.serialize(
      PaymentVerificationTransformer.transform({ confirmation, buyer: await buyer.refresh() }, i18n)
    )
  }

  /** GET /api/payment/transaction-by-session/:id: the buyer's own checkout for a Stripe session. */
  async transactionBySession({ params, auth }: HttpContext) {
    const payment = await Payment.query()
      .where('user_id', auth.getUserOrFail().id)
      .where('provider_order_id', String(params.id))
      .firstOrFail()
    return apiSerializer.serialize(PaymentTransformer.transform(payment))
  }
}
