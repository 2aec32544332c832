import type { HttpContext } from '@adonisjs/core/http'
import Wallet from '#services/credits/wallet'
import { apiSerializer } from '#transformers/api_serializer'
import CreditPackageTransformer from '#transformers/credit_package_transformer'
import { packagesQueryValidator } from '#validators/payments'

/**
 * Legacy GET /api/credits/plans (001 §7): the packages, amounts in paise.
 * The other legacy calls are routed to PaymentsController (start/routes/api.ts).
 */
export default class LegacyCreditsController {
  async plans({ request }: HttpContext) {
    const { country_code: country = 'IN' } = await request.validateUsing(packagesQueryValidator)
    const packages = await new Wallet().packages(country)
    return apiSerializer.serialize(
      CreditPackageTransformer.transform(packages).useVariant('forLegacyPlan')
    )
  }
}
