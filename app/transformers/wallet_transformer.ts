import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WalletSummary } from '#services/credits/wallet'
import { int, nullable, object, str } from '#transformers/schemas/json_schema'

export default class WalletTransformer extends BaseTransformer<WalletSummary> {
  /** 001 §3 Wallet: credits, wallet_balance in paise, total_referrals, agent_code (credits page, GET /api/wallet). */
  toObject() {
    return this.pick(this.resource, ['credits', 'wallet_balance', 'total_referrals', 'agent_code'])
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const walletSchemas = {
  /** `wallet_balance` in paise. */
  Wallet: object({
    credits: int,
    wallet_balance: int,
    total_referrals: int,
    agent_code: nullable(str),
  }),
}
