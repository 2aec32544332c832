import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { inPageCheckout } from '#services/payments/checkout_response'
import app from '@adonisjs/core/services/app'
import Booking from '#models/booking'
import { denyUnlessAllowed } from '#services/access/page_gate'
import Wallet from '#services/credits/wallet'
import CreditLedger from '#services/credits/credit_ledger'
import CreateCheckout from '#services/payments/create_checkout'
import ConfirmPayment from '#services/payments/confirm_payment'
import PaymentGateways from '#services/payments/payment_gateways'
import PaymentReturn, { CHECKOUT_RETURN_PARAMS } from '#services/payments/payment_return'
import { PaymentVerificationError } from '#services/payments/payment_errors'
import { trustedOrigin } from '#services/http/origin'
import CreditPackageTransformer from '#transformers/credit_package_transformer'
import WalletTransformer from '#transformers/wallet_transformer'
import WalletTransactionTransformer from '#transformers/wallet_transaction_transformer'
import CreditLedgerEntryTransformer from '#transformers/credit_ledger_entry_transformer'
import { buyPackageValidator, returnParamsValidator, verifyRazorpayValidator } from '#validators/payments'

/** Credits & Wallet (001 §2) for signed-in users; the browser's checkout runs through here. */
export default class CreditsController {
  async index(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedIn', loginMessage: 'pages.gate.credits_login' })
    if (denial) return denial
    const { request, inertia, market, auth } = ctx
    // A checkout's return: confirm it, say how it went, and come back without the parameters.
    if (CHECKOUT_RETURN_PARAMS.some((name) => request.qs()[name] !== undefined)) return this.#handleReturn(ctx)

    const user = auth.user!
    const wallet = new Wallet()
    const country = market.country.code
    const provider = country === 'US' ? 'stripe' : 'razorpay'
    const gateways = await app.container.make(PaymentGateways)
    const gateway = gateways.available(provider) ? gateways.for(provider) : null
    return inertia.render('credits/index', {
      wallet: WalletTransformer.transform(await wallet.summary(user)),
      country,
      payments: { provider: gateway?.name ?? null, demo: gateway?.demo ?? false },
      packages: CreditPackageTransformer.transform(await wallet.packages(country)),
      transactions: WalletTransactionTransformer.transform(await wallet.transactions(user)),
      activity: CreditLedgerEntryTransformer.transform(await new CreditLedger().history(user.id)),
    })
  }

  async #handleReturn(ctx: HttpContext) {
    const { request, session, i18n, response, auth } = ctx
    const params = await returnParamsValidator.validate(request.qs()).catch(() => ({}))
    const outcome = await new PaymentReturn().handle(auth.user!, params)
    session.flash(outcome.tone, i18n.t(outcome.key, outcome.values))
    return response.redirect().toRoute('credits')
  }

  /** Buy Now: Stripe and the demo send the browser to their checkout; Razorpay opens in the page. */
  async buy(ctx: HttpContext) {
    const { request, auth, market, inertia, session, response } = ctx
    const { package_id } = await request.validateUsing(buyPackageValidator)
    const origin = trustedOrigin(ctx)
    let checkout
    try {
      checkout = await new CreateCheckout().forPackage(auth.getUserOrFail(), {
        packageId: package_id,
        countryCode: market.country.code,
        successUrl: `${origin}${urlFor('credits')}`,
        cancelUrl: `${origin}${urlFor('credits')}`,
      })
    } catch (error) {
      // Unknown package, no gateway, provider down: the page shows the message as a toast.
      const identifier = (error as { identifier?: string }).identifier
      if (!identifier?.startsWith('credits.')) throw error
      session.flash('error', ctx.i18n.t(identifier))
      return response.redirect().toRoute('credits')
    }
    if (checkout.checkoutUrl) return inertia.location(checkout.checkoutUrl)
    session.flash('checkout', inPageCheckout(checkout, package_id))
    return response.redirect().toRoute('credits')
  }

  /**
   * Razorpay Checkout's handler posts here (credits and bookings alike):
   * '{n} credits added successfully!' or the booking's outcome.
   */
  async verifyRazorpay({ request, auth, session, i18n, response }: HttpContext) {
    const input = await request.validateUsing(verifyRazorpayValidator)
    try {
      const result = await new ConfirmPayment().razorpay(auth.getUserOrFail(), {
        transactionId: input.transaction_id,
        orderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      })
      if (result.state === 'completed' && result.payment.purpose === 'booking') {
        const booking = await Booking.findByOrFail('transaction_id', result.payment.id)
        session.flash(booking.status === 'completed' ? 'success' : 'error', i18n.t(booking.status === 'completed' ? 'credits.booking.success' : 'credits.booking.conflict'))
        return response.redirect().toRoute('properties.show', { id: booking.propertyId })
      }
      if (result.state === 'completed') session.flash('success', i18n.t('credits.messages.credits_added', { count: result.payment.credits }))
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error
      session.flash('error', i18n.t('credits.messages.verification_failed'))
      return response.redirect().back()
    }
    return response.redirect().toRoute('credits')
  }
}
