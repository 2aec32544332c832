import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import Payment from '#models/payment'
import type User from '#models/user'
import PaymentGateways from '#services/payments/payment_gateways'
import FulfilPayment from '#services/payments/fulfil_payment'
import { PaymentsUnavailableError } from '#services/payments/payment_errors'

function withParams(url: string, params: Record<string, string>) {
  const target = new URL(url)
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
  return target.toString()
}

/**
 * The demo gateway's checkout page (no money moves): the buyer presses Pay or
 * Cancel and returns to the page they came from with the same parameters a
 * real gateway would add. Refused when the demo is off (always in production).
 */
export default class DemoCheckout {
  async find(user: User, paymentId: number) {
    const gateways = await app.container.make(PaymentGateways)
    if (!gateways.demo) throw new PaymentsUnavailableError()
    return Payment.query()
      .where('id', paymentId)
      .where('user_id', user.id)
      .where('provider', 'demo')
      .preload('package')
      .firstOrFail()
  }

  /** Pays and returns where the buyer goes next. */
  async pay(user: User, paymentId: number): Promise<string> {
    const payment = await this.find(user, paymentId)
    await new FulfilPayment().handle(payment.id, {
      providerPaymentId: `demo_pay_${randomUUID()}`,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    })
    return withParams(payment.successUrl!, { success: 'true', transaction_id: String(payment.id) })
  }

  async cancel(user: User, paymentId: number): Promise<string> {
    const payment = await this.find(user, paymentId)
    await new FulfilPayment().close(payment.id, 'cancelled')
    return withParams(payment.cancelUrl!, { cancelled: 'true', transaction_id: String(payment.id) })
  }
}
