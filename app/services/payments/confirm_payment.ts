import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import Payment from '#models/payment'
import type User from '#models/user'
import PaymentGateways from '#services/payments/payment_gateways'
import FulfilPayment from '#services/payments/fulfil_payment'
import { PaymentVerificationError } from '#services/payments/payment_errors'
import type { RazorpayGateway } from '#services/payments/gateways/razorpay_gateway'

/** How a confirmation ended: `completed` (now or before), `pending` (not paid yet), or the payment is unknown. */
export type Confirmation =
  { state: 'completed'; payment: Payment } | { state: 'pending'; payment: Payment | null }

/** What Razorpay Checkout's handler receives, under Razorpay's names, with our transaction id. */
export type RazorpayAnswer = {
  transaction_id?: number
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

/**
 * The verify calls and the return URL: each proves the payment with the
 * provider, then hands it to FulfilPayment. Only the buyer's own payments
 * can be confirmed.
 */
export default class ConfirmPayment {
  /** Razorpay Checkout's handler: the signature must match the order we created for this transaction. */
  async razorpay(
    user: User,
    answer: RazorpayAnswer
  ): Promise<Confirmation & { state: 'completed' }> {
    const payment = await this.#own(
      user,
      'razorpay',
      answer.razorpay_order_id,
      answer.transaction_id
    )
    const gateways = await app.container.make(PaymentGateways)
    const gateway = gateways.named('razorpay') as RazorpayGateway
    if (
      !payment ||
      !gateway.verifyCheckoutSignature(
        answer.razorpay_order_id,
        answer.razorpay_payment_id,
        answer.razorpay_signature
      )
    ) {
      throw new PaymentVerificationError()
    }
    // The signature proves this order was paid; the order's amount is the one we created it with.
    const { payment: done } = await new FulfilPayment().handle(payment.id, {
      providerPaymentId: answer.razorpay_payment_id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    })
    return { state: 'completed', payment: done }
  }

  /** Stripe's return or verify-stripe: the session must belong to this transaction, and Stripe must say it is paid. */
  async stripe(
    user: User,
    input: { sessionId: string; transactionId?: number }
  ): Promise<Confirmation> {
    const payment = await this.#own(user, 'stripe', input.sessionId, input.transactionId)
    if (!payment) throw new PaymentVerificationError()
    return this.#confirm(payment)
  }

  /** A return with only a transaction id (the demo checkout; Stripe without a session id). */
  async transaction(user: User, transactionId: number): Promise<Confirmation> {
    const payment = await Payment.query()
      .where('user_id', user.id)
      .where('id', transactionId)
      .first()
    if (!payment) return { state: 'pending', payment: null }
    return this.#confirm(payment)
  }

  /**
   * The buyer came back through the cancel URL. That URL is a plain GET any
   * site can link to, so it proves nothing and closes nothing by itself: the
   * gateway is asked, and the payment (and its booking) is closed only when the
   * gateway says the checkout expired or failed. An open checkout stays open
   * until the gateway's webhook or the demo page's Cancel (a POST) closes it.
   */
  async cancelled(user: User, transactionId?: number) {
    if (!transactionId) return
    const payment = await Payment.query()
      .where('user_id', user.id)
      .where('id', transactionId)
      .first()
    if (!payment || ['completed', 'refunded', 'failed', 'cancelled'].includes(payment.status))
      return
    const gateway = await this.#gatewayOf(payment)
    let answer
    try {
      answer = await gateway.lookup(payment)
    } catch (error) {
      logger.warn(
        { err: error, paymentId: payment.id },
        'payment lookup failed on a cancel return; left open'
      )
      return
    }
    const fulfil = new FulfilPayment()
    if (answer.paid) await fulfil.handle(payment.id, answer)
    else if (answer.state !== 'open')
      await fulfil.close(payment.id, answer.state === 'failed' ? 'failed' : 'cancelled')
  }

  async #confirm(payment: Payment): Promise<Confirmation> {
    if (payment.status === 'completed' || payment.status === 'refunded')
      return { state: 'completed', payment }
    const gateway = await this.#gatewayOf(payment)
    let answer
    try {
      answer = await gateway.lookup(payment)
    } catch (error) {
      logger.error({ err: error, paymentId: payment.id }, 'payment lookup failed')
      throw new PaymentVerificationError()
    }
    if (!answer.paid) return { state: 'pending', payment }
    const { payment: done } = await new FulfilPayment().handle(payment.id, answer)
    return { state: 'completed', payment: done }
  }

  /** The gateway that took the payment. */
  async #gatewayOf(payment: Payment) {
    const gateways = await app.container.make(PaymentGateways)
    return gateways.named(payment.provider)
  }

  /** The user's payment for this provider's order (and transaction, when the client names it). */
  #own(
    user: User,
    provider: 'razorpay' | 'stripe',
    orderId: string,
    transactionId?: number | null
  ) {
    const query = Payment.query()
      .where('user_id', user.id)
      .where('provider', provider)
      .where('provider_order_id', orderId)
    if (transactionId) query.where('id', transactionId)
    return query.first()
  }
}
