import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import Payment from '#models/payment'
import PaymentGateways from '#services/payments/payment_gateways'
import FulfilPayment from '#services/payments/fulfil_payment'
import { PaymentVerificationError, WebhookSignatureError } from '#services/payments/payment_errors'
import { webhookEvents, type WebhookOutcome } from '#services/payments/webhooks/webhook_events'

type RazorpayPaymentEntity = {
  id: string
  order_id: string
  amount: number
  currency: string
  status: string
}
type RazorpayEvent = {
  event?: string
  created_at?: number
  payload?: { payment?: { entity?: RazorpayPaymentEntity } }
}

/**
 * Razorpay's webhook: X-Razorpay-Signature is HMAC-SHA256 of the raw body
 * with the webhook secret. payment.captured and order.paid fulfil the order's
 * payment; payment.failed marks an open one failed (never a completed one).
 * Replays (same X-Razorpay-Event-Id) are acknowledged without work.
 */
export default class RazorpayWebhook {
  async handle(
    rawBody: string,
    signature: string,
    eventId: string | undefined
  ): Promise<WebhookOutcome> {
    const gateways = await app.container.make(PaymentGateways)
    const gateway = gateways.razorpay
    if (!gateway || !gateway.verifyWebhookSignature(rawBody, signature))
      throw new WebhookSignatureError()
    const event = JSON.parse(rawBody) as RazorpayEvent
    const id = eventId || `${event.event}:${event.payload?.payment?.entity?.id}:${event.created_at}`
    if (await webhookEvents.seen('razorpay', id))
      return { received: true, handled: false, duplicate: true }

    const outcome = await this.#dispatch(event)
    await webhookEvents.remember('razorpay', id, event.event ?? 'unknown')
    return outcome
  }

  async #dispatch(event: RazorpayEvent): Promise<WebhookOutcome> {
    const entity = event.payload?.payment?.entity
    if (!entity?.order_id) return { received: true, handled: false, reason: 'ignored_type' }
    const payment = await Payment.query()
      .where('provider', 'razorpay')
      .where('provider_order_id', entity.order_id)
      .first()
    if (!payment) return { received: true, handled: false, reason: 'unknown_order' }

    const fulfil = new FulfilPayment()
    if (
      (event.event === 'payment.captured' || event.event === 'order.paid') &&
      entity.status === 'captured'
    ) {
      try {
        await fulfil.handle(payment.id, {
          providerPaymentId: entity.id,
          amountMinor: Number(entity.amount),
          currency: String(entity.currency),
        })
      } catch (error) {
        if (!(error instanceof PaymentVerificationError)) throw error
        logger.error({ paymentId: payment.id }, 'razorpay payment amount does not match the order')
        return { received: true, handled: false, reason: 'amount_mismatch' }
      }
      return { received: true, handled: true }
    }
    if (event.event === 'payment.failed') {
      await fulfil.close(payment.id, 'failed')
      return { received: true, handled: true }
    }
    return { received: true, handled: false, reason: 'ignored_type' }
  }
}
