import { BaseTransformer } from '@adonisjs/core/transformers'
import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import type { Confirmation } from '#services/payments/confirm_payment'
import { bool, int, nullable, object, str } from '#transformers/schemas/json_schema'

/** A confirmed (or still pending) payment and its buyer, read after the confirmation. */
export type VerifiedPayment = { confirmation: Confirmation; buyer: User }

export default class PaymentVerificationTransformer extends BaseTransformer<VerifiedPayment> {
  constructor(
    resource: VerifiedPayment,
    private i18n: I18n
  ) {
    super(resource)
  }

  /** What a verify call answers (001 §7): {success, status, credits_added, credits, transaction_id, detail}. */
  toObject() {
    const { confirmation, buyer } = this.resource
    const credits = Number(buyer.credits)
    if (confirmation.state === 'pending') {
      return {
        success: false,
        status: 'pending',
        credits,
        transaction_id: confirmation.payment?.id ?? null,
        detail: this.i18n.t('credits.messages.completed_pending'),
      }
    }
    const added = confirmation.payment.credits
    return {
      success: true,
      status: confirmation.payment.status as string,
      credits_added: added,
      credits,
      transaction_id: confirmation.payment.id,
      detail: this.i18n.t('credits.messages.credits_added', { count: added }),
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const paymentVerificationSchemas = {
  /** `credits_added` only once the payment is confirmed; `status: pending` while Stripe has not taken it. */
  PaymentVerification: object(
    {
      success: bool,
      status: str,
      credits_added: int,
      credits: int,
      transaction_id: nullable(int),
      detail: str,
    },
    ['credits_added']
  ),
}
