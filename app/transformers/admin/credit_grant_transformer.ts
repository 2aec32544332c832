import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CreditGrantResult } from '#services/admin/admin_credit_grant'
import { int, object, str } from '#transformers/schemas/json_schema'

/** POST /api/admin/credits/grants: who got how many credits, why, and their balance after it. */
export default class CreditGrantTransformer extends BaseTransformer<CreditGrantResult> {
  toObject() {
    const { user, amount, balance, reason } = this.resource
    return {
      user: { id: user.id, email: user.email, name: user.name },
      amount,
      balance,
      reason,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const creditGrantSchemas = {
  CreditGrant: object({
    user: object({ id: int, email: str, name: str }),
    amount: int,
    balance: int,
    reason: str,
  }),
}
