import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { findListing } from '#models/property_scopes'
import Bookings from '#services/bookings/bookings'
import CreateCheckout from '#services/payments/create_checkout'
import { checkoutResponse } from '#services/payments/checkout_response'
import { resolveReturnUrl } from '#services/payments/return_urls'
import { trustedOrigin } from '#http/origin'
import { apiSerializer } from '#transformers/api_serializer'
import BookingTransformer from '#transformers/booking_transformer'
import { bookingValidator, cancelBookingValidator } from '#validators/payments'

/** Bookings: a buyer reserves a unit by paying its booking amount; admins cancel or refund. */
export default class BookingsController {
  /** POST /api/bookings → the same checkout answer as create-order, plus booking_id. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(bookingValidator)
    const property = await findListing(input.property_id)
    const origin = trustedOrigin(ctx)
    const fallback = urlFor('properties.show', { id: property.id })
    const checkout = await new CreateCheckout().forBooking(ctx.auth.getUserOrFail(), property, {
      successUrl: resolveReturnUrl(input.success_url, origin, fallback),
      cancelUrl: resolveReturnUrl(input.cancel_url, origin, fallback),
    })
    return ctx.response
      .status(201)
      .send({ ...checkoutResponse(checkout, origin), booking_id: checkout.booking.id })
  }

  /** POST /api/admin/bookings/:id/cancel {refund?}: admin only. */
  async cancel({ params, request, bouncer, auth }: HttpContext) {
    await bouncer.authorize('useAdminPanel')
    const { refund } = await request.validateUsing(cancelBookingValidator)
    const booking = await new Bookings().cancel(Number(params.id), {
      refund,
      actor: auth.getUserOrFail(),
    })
    await booking.load('property')
    return apiSerializer.serialize(BookingTransformer.transform(booking))
  }
}
