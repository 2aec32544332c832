import type WalletTransaction from '#models/wallet_transaction'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { dateTime, int, object, oneOfStrings, str } from '#transformers/schemas/json_schema'

export default class WalletTransactionTransformer extends BaseTransformer<WalletTransaction> {
  /**
   * 001 §3 Transaction: amount in minor units of `currency` (commissions are
   * always INR paise). `sign` is + for commission, - for everything else.
   */
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      type: row.type,
      description: row.description,
      amount: row.amountMinor,
      currency: row.currency,
      sign: row.type === 'commission' ? ('+' as const) : ('-' as const),
      created_at: row.createdAt.toISO(),
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const walletTransactionSchemas = {
  WalletTransaction: object({
    id: int,
    type: str,
    description: str,
    amount: int,
    currency: str,
    sign: oneOfStrings(['+', '-']),
    created_at: dateTime,
  }),
}
