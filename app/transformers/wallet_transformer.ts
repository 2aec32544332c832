import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WalletSummary } from '#services/credits/wallet'

export default class WalletTransformer extends BaseTransformer<WalletSummary> {
  /** 001 §3 Wallet: credits, wallet_balance in paise, total_referrals, agent_code (credits page, GET /api/wallet). */
  toObject() {
    return this.pick(this.resource, ['credits', 'wallet_balance', 'total_referrals', 'agent_code'])
  }
}
