import type { PaymentsConfig } from '#config/payments'
import type { GatewayName } from '#models/payment'
import type { PaymentProvider } from '#models/credit_package'
import { DemoGateway } from '#services/payments/gateways/demo_gateway'
import { RazorpayGateway } from '#services/payments/gateways/razorpay_gateway'
import { StripeGateway } from '#services/payments/gateways/stripe_gateway'
import type { PaymentGateway } from '#services/payments/gateways/gateway'
import { PaymentsUnavailableError } from '#services/payments/payment_errors'

/** India pays through Razorpay, the US through Stripe (001 §4): the one place that says so. */
export function providerFor(countryCode: string): PaymentProvider {
  return countryCode === 'US' ? 'stripe' : 'razorpay'
}

/**
 * The gateways this process can use, built once from config (a container
 * singleton; tests swap in one pointed at their local fake providers).
 *
 * A country's provider (razorpay for IN, stripe for US) is used when its keys
 * are set. Otherwise the demo gateway stands in, unless PAYMENTS_DEMO=off or
 * in production, where the demo is refused outright.
 */
export default class PaymentGateways {
  readonly razorpay: RazorpayGateway | null
  readonly stripe: StripeGateway | null
  readonly demo: DemoGateway | null

  constructor(config: PaymentsConfig, inProduction: boolean) {
    const { razorpay, stripe } = config
    this.razorpay = razorpay.keyId && razorpay.keySecret ? new RazorpayGateway(razorpay) : null
    this.stripe = stripe.secretKey
      ? new StripeGateway({ ...stripe, toleranceSeconds: config.webhookToleranceSeconds })
      : null
    this.demo = !inProduction && config.demo !== 'off' ? new DemoGateway() : null
    this.#demoEverywhere = this.demo !== null && config.demo === 'on'
  }

  #demoEverywhere: boolean

  /** The gateway that takes payments for a package's provider right now. */
  for(provider: PaymentProvider): PaymentGateway {
    const real = this.#demoEverywhere ? null : provider === 'razorpay' ? this.razorpay : this.stripe
    const gateway = real ?? this.demo
    if (!gateway) throw new PaymentsUnavailableError()
    return gateway
  }

  /** The gateway that takes a country's payments right now; null when none can (the page says so). */
  forCountry(countryCode: string): PaymentGateway | null {
    try {
      return this.for(providerFor(countryCode))
    } catch {
      return null
    }
  }

  /** The gateway an existing payment was made with. */
  named(name: GatewayName): PaymentGateway {
    const gateway =
      name === 'razorpay' ? this.razorpay : name === 'stripe' ? this.stripe : this.demo
    if (!gateway) throw new PaymentsUnavailableError()
    return gateway
  }
}
