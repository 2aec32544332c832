import type { HttpContext } from '@adonisjs/core/http'
import Bookings from '#services/bookings/bookings'
import { adminDone, adminTable } from '#http/admin_response'
import { cancelBookingValidator } from '#validators/payments'

/** Leads and Bookings tabs (read only, 001 §2), a booking's cancel, and the audit log. */
export default class AdminRecordsController {
  async leads(ctx: HttpContext) {
    return adminTable(ctx, 'leads')
  }

  async bookings(ctx: HttpContext) {
    return adminTable(ctx, 'bookings')
  }

  /** Cancel with or without a refund (the bookings service's cancel, audited). */
  async cancelBooking(ctx: HttpContext) {
    const { refund } = await ctx.request.validateUsing(cancelBookingValidator)
    await new Bookings().cancel(Number(ctx.params.id), {
      refund,
      actor: ctx.auth.getUserOrFail(),
    })
    return adminDone(
      ctx,
      refund ? 'admin.toasts.booking_refunded' : 'admin.toasts.booking_cancelled'
    )
  }

  async audit(ctx: HttpContext) {
    return adminTable(ctx, 'audit')
  }
}
