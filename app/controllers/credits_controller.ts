import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { inPageCheckout } from '#services/payments/checkout_response'
import { denyUnlessAllowed } from '#http/page_gate'
import Wallet from '#services/credits/wallet'
import CreditLedger from '#services/credits/credit_ledger'
import CreateCheckout from '#services/payments/create_checkout'
import { creditOffer } from '#services/payments/credit_offer'
import PaymentReturn, { CHECKOUT_RETURN_PARAMS } from '#services/payments/payment_return'
import { trustedOrigin } from '#http/origin'
import CreditOfferTransformer from '#transformers/credit_offer_transformer'
import CreditPackageTransformer from '#transformers/credit_package_transformer'
import WalletTransformer from '#transformers/wallet_transformer'
import WalletTransactionTransformer from '#transformers/wallet_transaction_transformer'
import CreditLedgerEntryTransformer from '#transformers/credit_ledger_entry_transformer'
import {
  buyPackageValidator,
  returnParamsValidator,
  verifyRazorpayValidator,
} from '#validators/payments'

/** Credits & Wallet (001 §2) for signed-in users; the browser's checkout runs through here. */
export default class CreditsController {
  async index(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.credits_login',
    })
    if (denial) return denial
    // A checkout's return: confirm it, say how it went, and come back without the parameters.
    if (CHECKOUT_RETURN_PARAMS.some((name) => ctx.request.qs()[name] !== undefined))
      return this.#handleReturn(ctx)

    const user = ctx.auth.user!
    const country = ctx.market.country.code
    const [offer, wallet] = [await creditOffer(country), new Wallet()]
    return ctx.inertia.render('credits/index', {
      wallet: WalletTransformer.transform(await wallet.summary(user)),
      country,
      payments: CreditOfferTransformer.transform(offer).useVariant('forCheckout'),
      packages: CreditPackageTransformer.transform(offer.packages),
      transactions: WalletTransactionTransformer.transform(await wallet.transactions(user)),
      activity: CreditLedgerEntryTransformer.transform(await new CreditLedger().history(user.id)),
    })
  }

  async #handleReturn({ request, session, i18n, response, auth }: HttpContext) {
    const params = await returnParamsValidator.validate(request.qs()).catch(() => ({}))
    const outcome = await new PaymentReturn().handle(auth.user!, params)
    session.flash(outcome.tone, i18n.t(outcome.key, outcome.values))
    return response.redirect().toRoute('credits')
  }

  /**
   * Buy Now: Stripe and the demo send the browser to their checkout; Razorpay opens in the page.
   * An unknown package, no gateway or a provider that is down is a refusal: its toast, back on this page.
   */
  async buy(ctx: HttpContext) {
    const { request, auth, market, inertia, session, response } = ctx
    const { package_id: packageId } = await request.validateUsing(buyPackageValidator)
    const back = `${trustedOrigin(ctx)}${urlFor('credits')}`
    const checkout = await new CreateCheckout().forPackage(auth.getUserOrFail(), {
      packageId,
      countryCode: market.country.code,
      successUrl: back,
      cancelUrl: back,
    })
    if (checkout.checkoutUrl) return inertia.location(checkout.checkoutUrl)
    session.flash('checkout', inPageCheckout(checkout, packageId))
    return response.redirect().toRoute('credits')
  }

  /** Razorpay Checkout's handler posts here, for credits and bookings alike; the outcome says where to go. */
  async verifyRazorpay({ request, auth, session, i18n, response }: HttpContext) {
    const answer = await request.validateUsing(verifyRazorpayValidator)
    const outcome = await new PaymentReturn().razorpay(auth.getUserOrFail(), answer)
    session.flash(outcome.tone, i18n.t(outcome.key, outcome.values))
    if (outcome.failed) return response.redirect().back()
    if (outcome.propertyId)
      return response.redirect().toRoute('properties.show', { id: outcome.propertyId })
    return response.redirect().toRoute('credits')
  }
}
