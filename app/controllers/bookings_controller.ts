import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { inPageCheckout } from '#services/payments/checkout_response'
import { findListing } from '#models/property_scopes'
import CreateCheckout from '#services/payments/create_checkout'
import PaymentReturn, { RETURN_MESSAGES } from '#services/payments/payment_return'
import { trustedOrigin } from '#http/origin'
import { returnParamsValidator } from '#validators/payments'

/** The Reserve button on a listing, and the return from its checkout. */
export default class BookingsController {
  /** Stripe and the demo redirect; Razorpay opens in the listing page (flash `checkout`). */
  async store(ctx: HttpContext) {
    const { params, auth, inertia, response, session } = ctx
    const property = await findListing(params.id)
    const back = `${trustedOrigin(ctx)}${urlFor('bookings.return', { id: property.id })}`
    const checkout = await new CreateCheckout().forBooking(auth.getUserOrFail(), property, {
      successUrl: back,
      cancelUrl: back,
    })
    if (checkout.checkoutUrl) return inertia.location(checkout.checkoutUrl)
    session.flash('checkout', inPageCheckout(checkout, null))
    return response.redirect().toRoute('properties.show', { id: property.id })
  }

  /** Confirms the booking's payment, then shows the listing with the outcome. */
  async return({ params, request, auth, session, i18n, response }: HttpContext) {
    const input = await returnParamsValidator.validate(request.qs()).catch(() => ({}))
    const outcome = await new PaymentReturn().handle(
      auth.getUserOrFail(),
      input,
      RETURN_MESSAGES.booking
    )
    session.flash(outcome.tone, i18n.t(outcome.key, outcome.values))
    return response.redirect().toRoute('properties.show', { id: params.id })
  }
}
