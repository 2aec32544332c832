import type Payment from '#models/payment'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

export default class PaymentTransformer extends BaseTransformer<Payment> {
  /** A checkout as /api clients see it (transaction-by-session, verify answers). */
  toObject() {
    const p = this.resource
    return {
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amountMinor,
      currency: p.currency,
      credits: p.credits,
      order_id: p.providerOrderId,
      payment_id: p.providerPaymentId,
      created_at: p.createdAt.toISO(),
      fulfilled_at: p.fulfilledAt?.toISO() ?? null,
    }
  }

  /** The demo checkout page. */
  forDemoCheckout() {
    const p = this.resource
    return {
      ...this.pick(this.toObject(), ['id', 'amount', 'currency', 'credits']),
      package_name: p.package?.name ?? null,
      purpose: p.purpose,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const paymentSchemas = {
  Payment: object({
    id: int,
    provider: str,
    status: str,
    amount: int,
    currency: str,
    credits: int,
    order_id: nullable(str),
    payment_id: nullable(str),
    created_at: dateTime,
    fulfilled_at: nullable(dateTime),
  }),
}
