import Stripe from 'stripe'
import type Payment from '#models/payment'
import {
  GatewayError,
  type CheckoutRequest,
  type PaymentGateway,
  type PaymentLookup,
} from '#services/payments/gateways/gateway'

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  apiBase?: string
  toleranceSeconds: number
}

/** "http://127.0.0.1:4010" → the SDK's host, port and protocol options. */
function hostOptions(apiBase?: string) {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  }
}

/** Appends the return parameters the /credits page handles (001 §2). */
function withParams(url: string, params: Record<string, string>) {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/**
 * US: a Checkout Session through the official `stripe` SDK (created with an
 * idempotency key, so a retried create never makes a second session), a
 * redirect, and a return with success=true&session_id=…; webhooks are checked
 * with constructEvent on the raw body.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const
  readonly demo = false
  readonly client: Stripe

  constructor(private settings: StripeSettings) {
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...hostOptions(settings.apiBase),
    })
  }

  async createCheckout({ payment, description, successUrl, cancelUrl }: CheckoutRequest) {
    try {
      const session = await this.client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(payment.id),
          metadata: { transaction_id: String(payment.id) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amountMinor,
                product_data: { name: description },
              },
            },
          ],
          // {CHECKOUT_SESSION_ID} is filled in by Stripe.
          success_url: withParams(successUrl, {
            success: 'true',
            session_id: '{CHECKOUT_SESSION_ID}',
            transaction_id: String(payment.id),
          }),
          cancel_url: withParams(cancelUrl, {
            cancelled: 'true',
            transaction_id: String(payment.id),
          }),
        },
        { idempotencyKey: `checkout:payment:${payment.id}` }
      )
      if (!session.url) throw new Error('session without url')
      return { orderId: session.id, checkoutUrl: session.url, keyId: null }
    } catch (error) {
      throw new GatewayError('stripe', 'checkout session could not be created', error)
    }
  }

  /** The verified event, or null when the signature or its timestamp is not right. */
  constructEvent(rawBody: string, signature: string): Stripe.Event | null {
    if (!this.settings.webhookSecret || !signature) return null
    try {
      return this.client.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        this.settings.toleranceSeconds
      )
    } catch {
      return null
    }
  }

  async lookup(payment: Payment): Promise<PaymentLookup> {
    try {
      const session = await this.client.checkout.sessions.retrieve(payment.providerOrderId!)
      return sessionState(session)
    } catch (error) {
      throw new GatewayError('stripe', 'checkout session could not be read', error)
    }
  }

  async refund(payment: Payment) {
    try {
      await this.client.refunds.create(
        { payment_intent: payment.providerPaymentId! },
        { idempotencyKey: `refund:payment:${payment.id}` }
      )
    } catch (error) {
      throw new GatewayError('stripe', 'refund failed', error)
    }
  }
}

/** A Checkout Session as a lookup answer: paid only when Stripe says payment_status is paid. */
export function sessionState(session: Stripe.Checkout.Session): PaymentLookup {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    const intent = session.payment_intent
    return {
      paid: true,
      providerPaymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      amountMinor: Number(session.amount_total ?? 0),
      currency: String(session.currency ?? '').toUpperCase(),
    }
  }
  return { paid: false, state: session.status === 'expired' ? 'expired' : 'open' }
}
