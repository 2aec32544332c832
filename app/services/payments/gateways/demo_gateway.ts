import { randomUUID } from 'node:crypto'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type Payment from '#models/payment'
import type {
  CheckoutRequest,
  PaymentGateway,
  PaymentLookup,
} from '#services/payments/gateways/gateway'

/**
 * The demo gateway (ARCHITECTURE §6): no money moves. The buyer is sent to
 * our own demo checkout page (Pay / Cancel), always labelled as a demo.
 * PaymentGateways never builds it in production.
 */
export class DemoGateway implements PaymentGateway {
  readonly name = 'demo' as const
  readonly demo = true

  async createCheckout({ payment }: CheckoutRequest) {
    return {
      orderId: `demo_order_${randomUUID()}`,
      checkoutUrl: urlFor('demo_checkout.show', { id: payment.id }),
      keyId: null,
    }
  }

  /** The demo checkout page records the payment itself; asking again only reports it. */
  async lookup(payment: Payment): Promise<PaymentLookup> {
    if (payment.status === 'completed' || payment.status === 'refunded') {
      return {
        paid: true,
        providerPaymentId: payment.providerPaymentId,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
      }
    }
    return { paid: false, state: payment.status === 'cancelled' ? 'expired' : 'open' }
  }

  async refund() {}
}
