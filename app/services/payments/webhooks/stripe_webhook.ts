import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type Stripe from 'stripe'
import Payment from '#models/payment'
import PaymentGateways from '#services/payments/payment_gateways'
import FulfilPayment from '#services/payments/fulfil_payment'
import { sessionState } from '#services/payments/gateways/stripe_gateway'
import { PaymentVerificationError, WebhookSignatureError } from '#services/payments/payment_errors'
import { webhookEvents, type WebhookOutcome } from '#services/payments/webhooks/webhook_events'

/**
 * Stripe's webhook. The raw body is checked with constructEvent (signature
 * and a timestamp no older than the tolerance), then:
 * - checkout.session.completed / async_payment_succeeded, when paid → fulfil;
 * - checkout.session.async_payment_failed → failed; checkout.session.expired → cancelled
 *   (neither touches a completed payment, so order of arrival does not matter);
 * - anything else, unknown sessions and replays are acknowledged and ignored.
 */
export default class StripeWebhook {
  async handle(rawBody: string, signature: string): Promise<WebhookOutcome> {
    const gateways = await app.container.make(PaymentGateways)
    const gateway = gateways.stripe
    const event = gateway?.constructEvent(rawBody, signature)
    if (!event) throw new WebhookSignatureError()
    if (await webhookEvents.seen('stripe', event.id))
      return { received: true, handled: false, duplicate: true }

    const outcome = await this.#dispatch(event)
    await webhookEvents.remember('stripe', event.id, event.type)
    return outcome
  }

  async #dispatch(event: Stripe.Event): Promise<WebhookOutcome> {
    if (!event.type.startsWith('checkout.session.'))
      return { received: true, handled: false, reason: 'ignored_type' }
    const session = event.data.object as Stripe.Checkout.Session
    const payment = await Payment.query()
      .where('provider', 'stripe')
      .where('provider_order_id', session.id)
      .first()
    if (!payment) return { received: true, handled: false, reason: 'unknown_session' }

    const fulfil = new FulfilPayment()
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const state = sessionState(session)
        if (!state.paid) return { received: true, handled: false, reason: 'not_paid_yet' }
        try {
          await fulfil.handle(payment.id, state)
        } catch (error) {
          if (!(error instanceof PaymentVerificationError)) throw error
          logger.error(
            { paymentId: payment.id, eventId: event.id },
            'stripe session amount does not match the payment'
          )
          return { received: true, handled: false, reason: 'amount_mismatch' }
        }
        return { received: true, handled: true }
      }
      case 'checkout.session.async_payment_failed':
        await fulfil.close(payment.id, 'failed')
        return { received: true, handled: true }
      case 'checkout.session.expired':
        await fulfil.close(payment.id, 'cancelled')
        return { received: true, handled: true }
      default:
        return { received: true, handled: false, reason: 'ignored_type' }
    }
  }
}
