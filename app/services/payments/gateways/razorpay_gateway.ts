import { createHmac, timingSafeEqual } from 'node:crypto'
import Razorpay from 'razorpay'
import type Payment from '#models/payment'
import {
  GatewayError,
  type CheckoutRequest,
  type PaymentGateway,
  type PaymentLookup,
} from '#services/payments/gateways/gateway'

export type RazorpaySettings = {
  keyId: string
  keySecret: string
  webhookSecret: string
  apiBase?: string
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given ?? '', 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * India: orders through the official `razorpay` SDK, paid in the page with
 * Razorpay Checkout (UPI, Card, Net Banking). The checkout's handler answers
 * with a signature that only the key secret can make:
 * HMAC-SHA256(order_id + "|" + payment_id, key_secret).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const
  readonly demo = false
  #client: Razorpay

  constructor(private settings: RazorpaySettings) {
    this.#client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret })
    // The SDK has no host option; its axios instance takes the base URL (tests' local fake).
    if (settings.apiBase) (this.#client as any).api.rq.defaults.baseURL = settings.apiBase
  }

  async createCheckout({ payment, description }: CheckoutRequest) {
    try {
      const order = await this.#client.orders.create({
        amount: payment.amountMinor,
        currency: payment.currency,
        receipt: `txn_${payment.id}`,
        notes: { transaction_id: String(payment.id), description },
      })
      return { orderId: String(order.id), checkoutUrl: null, keyId: this.settings.keyId }
    } catch (error) {
      throw new GatewayError('razorpay', 'order could not be created', error)
    }
  }

  /** Is the checkout's signature the one Razorpay makes for this order and payment? */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean {
    const expected = createHmac('sha256', this.settings.keySecret)
      .update(`${orderId}|${paymentId}`)
      .digest('hex')
    return sameSignature(expected, signature)
  }

  /** Is the webhook body signed with our webhook secret (X-Razorpay-Signature)? */
  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    if (!this.settings.webhookSecret) return false
    const expected = createHmac('sha256', this.settings.webhookSecret).update(rawBody).digest('hex')
    return sameSignature(expected, signature)
  }

  async lookup(payment: Payment): Promise<PaymentLookup> {
    try {
      const { items } = await this.#client.orders.fetchPayments(payment.providerOrderId!)
      const captured = items.find((item) => item.status === 'captured')
      if (captured)
        return {
          paid: true,
          providerPaymentId: captured.id,
          amountMinor: Number(captured.amount),
          currency: captured.currency,
        }
      return {
        paid: false,
        state: items.some((item) => item.status === 'failed') ? 'failed' : 'open',
      }
    } catch (error) {
      throw new GatewayError('razorpay', 'order could not be read', error)
    }
  }

  async refund(payment: Payment) {
    try {
      await this.#client.payments.refund(payment.providerPaymentId!, {
        amount: payment.amountMinor,
      })
    } catch (error) {
      throw new GatewayError('razorpay', 'refund failed', error)
    }
  }
}
