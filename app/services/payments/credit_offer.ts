import app from '@adonisjs/core/services/app'
import type CreditPackage from '#models/credit_package'
import Wallet from '#services/credits/wallet'
import PaymentGateways from '#services/payments/payment_gateways'
import type { PaymentGateway } from '#services/payments/gateways/gateway'
import type { CountryCode } from '#rules/countries'

/** What buyers in a country can buy, and the gateway that takes their payment (null: none now). */
export type CreditOffer = {
  country: CountryCode
  packages: CreditPackage[]
  gateway: PaymentGateway | null
}

/** The credits page and GET /api/payment/credit-packages show the same offer. */
export async function creditOffer(country: CountryCode): Promise<CreditOffer> {
  const [packages, gateways] = await Promise.all([
    new Wallet().packages(country),
    app.container.make(PaymentGateways),
  ])
  return { country, packages, gateway: gateways.forCountry(country) }
}
