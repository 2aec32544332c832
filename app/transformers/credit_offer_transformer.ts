import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CreditOffer } from '#services/payments/credit_offer'
import CreditPackageTransformer from '#transformers/credit_package_transformer'
import { currencyOf } from '#rules/countries'
import { bool, nullable, object, ref, str } from '#transformers/schemas/json_schema'

export default class CreditOfferTransformer extends BaseTransformer<CreditOffer> {
  /** GET /api/payment/credit-packages: the country, its currency and provider, packages keyed by id. */
  toObject() {
    const { country, packages } = this.resource
    return {
      country_code: country,
      currency: currencyOf(country),
      ...this.forCheckout(),
      packages: Object.fromEntries(
        packages.map((pkg) => [pkg.code, new CreditPackageTransformer(pkg).toObject()])
      ),
    }
  }

  /** How Buy Now pays on the credits page: the gateway's name (null: no way to pay now) and whether it is the demo. */
  forCheckout() {
    const { gateway } = this.resource
    return { provider: gateway?.name ?? null, demo: gateway?.demo ?? false }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const creditOfferSchemas = {
  CreditOffer: object({
    country_code: str,
    currency: str,
    provider: nullable(str),
    demo: bool,
    packages: { type: 'object', additionalProperties: ref('CreditPackage') },
  }),
}
