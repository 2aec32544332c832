import type CreditLedgerEntry from '#models/credit_ledger_entry'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class CreditLedgerEntryTransformer extends BaseTransformer<CreditLedgerEntry> {
  /** One line of the credit activity list. */
  toObject() {
    const e = this.resource
    return {
      id: e.id,
      delta: e.delta,
      reason: e.reason,
      purpose: e.purpose,
      reference: e.reference,
      balance_after: e.balanceAfter,
      expires_at: e.expiresAt?.toISO() ?? null,
      created_at: e.createdAt.toISO(),
    }
  }
}
