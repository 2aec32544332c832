import type CreditPackage from '#models/credit_package'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { int, nullable, num, object, str, pick } from '#transformers/schemas/json_schema'

export default class CreditPackageTransformer extends BaseTransformer<CreditPackage> {
  /**
   * 001 §3 Credit package. `price` and `original_price` are in minor units
   * of `currency` (paise, cents); the id is the stable package code.
   */
  toObject() {
    const pkg = this.resource
    return {
      id: pkg.code,
      name: pkg.name,
      description: pkg.description,
      credits: pkg.credits,
      price: pkg.priceMinor,
      currency: pkg.currency,
      provider: pkg.provider,
      discount: pkg.discountPercent,
      original_price: pkg.originalPriceMinor,
    }
  }

  /** Legacy GET /api/credits/plans: amounts in paise (001 §9), discount percent and original price. */
  forLegacyPlan() {
    const pkg = this.resource
    return {
      id: pkg.code,
      name: pkg.name,
      credits: pkg.credits,
      price: pkg.priceMinor,
      currency: pkg.currency,
      discount: pkg.discountPercent,
      original_price: pkg.originalPriceMinor,
    }
  }
}

const creditPackage = object({
  id: str,
  name: str,
  description: str,
  credits: int,
  price: int,
  currency: str,
  provider: str,
  discount: num,
  original_price: nullable(int),
})
const PLAN_KEYS = ['id', 'name', 'credits', 'price', 'currency', 'discount', 'original_price']

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const creditPackageSchemas = {
  CreditPackage: creditPackage,
  LegacyPlan: pick(creditPackage, PLAN_KEYS),
}
