import type { HttpContext } from '@adonisjs/core/http'
import Wallet from '#services/credits/wallet'
import CreateCheckout from '#services/payments/create_checkout'
import ConfirmPayment from '#services/payments/confirm_payment'
import { checkoutResponse } from '#services/payments/checkout_response'
import { requestOrigin } from '#services/http/origin'
import { apiSerializer } from '#services/http/api_serializer'
import CreditPackageTransformer from '#transformers/credit_package_transformer'
import { verifyAnswer } from '#controllers/api/payments_controller'
import { legacyPurchaseValidator, packagesQueryValidator, verifyRazorpayValidator } from '#validators/payments'

/**
 * Legacy /api/credits calls (001 §7), thin aliases of the same flow:
 * plans = packages (amounts in paise), purchase = create-order,
 * verify-payment = verify-razorpay.
 */
export default class LegacyCreditsController {
  async plans({ request }: HttpContext) {
    const { country_code: country = 'IN' } = await request.validateUsing(packagesQueryValidator)
    const packages = await new Wallet().packages(country)
    return apiSerializer.serialize(CreditPackageTransformer.transform(packages).useVariant('forLegacyPlan'))
  }

  async purchase(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(legacyPurchaseValidator)
    const origin = requestOrigin(ctx)
    const checkout = await new CreateCheckout().forPackage(ctx.auth.getUserOrFail(), {
      packageId: input.plan_id,
      countryCode: input.country_code ?? 'IN',
      successUrl: `${origin}/credits`,
      cancelUrl: `${origin}/credits`,
    })
    return ctx.response.status(201).send(checkoutResponse(checkout, origin))
  }

  async verifyPayment({ request, auth, i18n }: HttpContext) {
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
}
