import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Wallet from '#services/credits/wallet'
import CreateCheckout from '#services/payments/create_checkout'
import { checkoutResponse } from '#services/payments/checkout_response'
import { trustedOrigin } from '#services/http/origin'
import { apiSerializer } from '#services/http/api_serializer'
import CreditPackageTransformer from '#transformers/credit_package_transformer'
import { legacyPurchaseValidator, packagesQueryValidator } from '#validators/payments'

/**
 * Legacy /api/credits calls (001 §7), thin aliases of the same flow:
 * plans = packages (amounts in paise), purchase = create-order;
 * verify-payment is PaymentsController.verifyRazorpay's route (start/routes/api.ts).
 */
export default class LegacyCreditsController {
  async plans({ request }: HttpContext) {
    const { country_code: country = 'IN' } = await request.validateUsing(packagesQueryValidator)
    const packages = await new Wallet().packages(country)
    return apiSerializer.serialize(CreditPackageTransformer.transform(packages).useVariant('forLegacyPlan'))
  }

  async purchase(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(legacyPurchaseValidator)
    const origin = trustedOrigin(ctx)
    const checkout = await new CreateCheckout().forPackage(ctx.auth.getUserOrFail(), {
      packageId: input.plan_id,
      countryCode: input.country_code ?? 'IN',
      successUrl: `${origin}${urlFor('credits')}`,
      cancelUrl: `${origin}${urlFor('credits')}`,
    })
    return ctx.response.status(201).send(checkoutResponse(checkout, origin))
  }
}
