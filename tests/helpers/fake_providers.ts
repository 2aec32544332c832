import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import Stripe from 'stripe'
import type { Group } from '@japa/runner/core'
import PaymentGateways from '#services/payments/payment_gateways'
import type { PaymentsConfig } from '#config/payments'

export const KEYS = {
  razorpayKeyId: 'rzp_test_fake',
  razorpaySecret: 'rzp_secret_fake',
  razorpayWebhookSecret: 'rzp_webhook_secret',
  stripeSecret: 'sk_test_fake',
  stripeWebhookSecret: 'whsec_test_fake',
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`

type Session = Record<string, any>

/**
 * A local fake of the parts of Razorpay's and Stripe's HTTP APIs the official
 * SDKs call, so no test ever talks to the real providers. Tests decide what
 * the "customer" did (captureRazorpay, payStripe) and read what was sent.
 */
export class FakeProviders {
  #server: Server | null = null
  url = ''
  orders = new Map<string, Record<string, any>>()
  razorpayPayments = new Map<string, Record<string, any>[]>()
  sessions = new Map<string, Session>()
  idempotency = new Map<string, Session>()
  refunds: Record<string, any>[] = []
  requests: { method: string; path: string; body: string; headers: IncomingMessage['headers'] }[] =
    []
  /** Set to make every call answer 500 (provider down). */
  failing = false

  async start() {
    this.#server = createServer((req, res) => this.#handle(req, res))
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`
  }

  async stop() {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()))
  }

  reset() {
    this.orders.clear()
    this.razorpayPayments.clear()
    this.sessions.clear()
    this.idempotency.clear()
    this.refunds = []
    this.requests = []
    this.failing = false
  }

  /** The buyer paid a Razorpay order: a captured payment exists for it. */
  captureRazorpay(orderId: string) {
    const order = this.orders.get(orderId)!
    const payment = {
      id: id('pay'),
      entity: 'payment',
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
    }
    this.razorpayPayments.set(orderId, [...(this.razorpayPayments.get(orderId) ?? []), payment])
    return payment
  }

  /** The buyer paid a Stripe Checkout Session. */
  payStripe(sessionId: string) {
    const session = this.sessions.get(sessionId)!
    Object.assign(session, {
      payment_status: 'paid',
      status: 'complete',
      payment_intent: session.payment_intent ?? id('pi'),
    })
    return session
  }

  #handle(req: IncomingMessage, res: ServerResponse) {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]
      this.requests.push({ method: req.method!, path, body, headers: req.headers })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
        res.end(JSON.stringify(json))
      }
      if (this.failing)
        return send(500, {
          error: { code: 'SERVER_ERROR', description: 'down', type: 'api_error', message: 'down' },
        })
      const answer = this.#route(req.method!, path, body, req.headers)
      if (!answer)
        return send(404, {
          error: {
            code: 'NOT_FOUND',
            description: 'not found',
            type: 'invalid_request_error',
            message: 'No such thing',
          },
        })
      send(answer[0], answer[1])
    })
  }

  #route(
    method: string,
    path: string,
    body: string,
    headers: IncomingMessage['headers']
  ): [number, unknown] | null {
    // Razorpay (JSON, basic auth)
    if (method === 'POST' && path === '/v1/orders') {
      const input = JSON.parse(body || '{}')
      const order = {
        id: id('order'),
        entity: 'order',
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
        status: 'created',
      }
      this.orders.set(order.id, order)
      return [200, order]
    }
    let match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path)
    if (method === 'GET' && match) {
      const items = this.razorpayPayments.get(match[1]) ?? []
      return [200, { entity: 'collection', count: items.length, items }]
    }
    match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
    if (method === 'POST' && match) {
      const refund = {
        id: id('rfnd'),
        entity: 'refund',
        payment_id: match[1],
        ...JSON.parse(body || '{}'),
      }
      this.refunds.push(refund)
      return [200, refund]
    }
    // Stripe (form-encoded, idempotency keys)
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(headers['idempotency-key'] ?? '')
      if (key && this.idempotency.has(key)) return [200, this.idempotency.get(key)]
      const form = new URLSearchParams(body)
      const sessionId = id('cs_test')
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { transaction_id: form.get('metadata[transaction_id]') },
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
      }
      this.sessions.set(sessionId, session)
      if (key) this.idempotency.set(key, session)
      return [200, session]
    }
    match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (method === 'GET' && match) {
      const session = this.sessions.get(match[1])
      return session ? [200, session] : null
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: id('re'),
        object: 'refund',
        status: 'succeeded',
        payment_intent: new URLSearchParams(body).get('payment_intent'),
      }
      this.refunds.push(refund)
      return [200, refund]
    }
    return null
  }
}

/** Gateways with test keys, pointed at the fake; `demo` decides whether the demo may stand in. */
export function fakeGateways(
  fake: FakeProviders,
  overrides: Partial<PaymentsConfig> = {},
  inProduction = false
) {
  const config: PaymentsConfig = {
    razorpay: {
      keyId: KEYS.razorpayKeyId,
      keySecret: KEYS.razorpaySecret,
      webhookSecret: KEYS.razorpayWebhookSecret,
      apiBase: fake.url,
    },
    stripe: {
      secretKey: KEYS.stripeSecret,
      webhookSecret: KEYS.stripeWebhookSecret,
      apiBase: fake.url,
    },
    demo: 'auto',
    webhookToleranceSeconds: 300,
    commissionPercent: 25,
    ...overrides,
  }
  return new PaymentGateways(config, inProduction)
}

/** Starts the fake for a group and swaps the container's gateways for ones pointed at it. */
export function withFakeProviders(group: Group): FakeProviders {
  const fake = new FakeProviders()
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => {
    fake.reset()
    app.container.swap(PaymentGateways, () => fakeGateways(fake))
    return () => app.container.restore(PaymentGateways)
  })
  return fake
}

/** Swaps in gateways without any keys: the demo stands in (or not, with demo 'off' / production). */
export function useGatewaysWithoutKeys(
  options: { demo?: 'auto' | 'on' | 'off'; inProduction?: boolean } = {}
) {
  const none: PaymentsConfig = {
    razorpay: { keyId: '', keySecret: '', webhookSecret: '', apiBase: '' },
    stripe: { secretKey: '', webhookSecret: '', apiBase: '' },
    demo: options.demo ?? 'auto',
    webhookToleranceSeconds: 300,
    commissionPercent: 25,
  }
  app.container.swap(
    PaymentGateways,
    () => new PaymentGateways(none, options.inProduction ?? false)
  )
}

const stripeForSigning = new Stripe('sk_test_signing_only')

/** A Stripe webhook delivery signed with the real algorithm (generateTestHeaderString). */
export function stripeDelivery(
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {}
) {
  const payload = JSON.stringify(event)
  const signature = stripeForSigning.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? KEYS.stripeWebhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  return { payload, signature }
}

export function stripeEvent(type: string, session: Session, eventId = id('evt')) {
  return {
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  }
}

/** A Razorpay webhook delivery: X-Razorpay-Signature = HMAC-SHA256(body, webhook secret). */
export function razorpayDelivery(
  event: string,
  payment: Record<string, unknown>,
  options: { secret?: string } = {}
) {
  const payload = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  })
  const signature = createHmac('sha256', options.secret ?? KEYS.razorpayWebhookSecret)
    .update(payload)
    .digest('hex')
  return { payload, signature, eventId: id('evt') }
}

/** What Razorpay Checkout's handler receives: HMAC-SHA256(order_id|payment_id, key secret). */
export function razorpayCheckoutSignature(
  orderId: string,
  paymentId: string,
  secret = KEYS.razorpaySecret
) {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex')
}
