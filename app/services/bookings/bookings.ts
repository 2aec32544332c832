import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import Payment from '#models/payment'
import PaymentGateways from '#services/payments/payment_gateways'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'
import { withWriteTransaction } from '#services/db/write_transaction'
import { lockListing, releaseListing } from '#services/bookings/reservation'
import { recordAudit, SYSTEM, type Actor } from '#services/audit/audit_trail'

/**
 * Bookings after checkout (payment and reservation happen in FulfilPayment,
 * through reservation.ts): admin cancellation and refund, and revenue.
 */
export default class Bookings {
  /**
   * Cancels a booking (admin). A completed one frees its unit again; with
   * `refund` the gateway returns the money first and the booking becomes
   * `refunded`. A booking cancelled at fulfilment because someone else
   * reserved the unit first (paid, not completed) is refunded the same way,
   * and the unit stays with the other buyer. Cancelling twice changes nothing.
   */
  async cancel(bookingId: number, options: { refund?: boolean; actor?: Actor } = {}) {
    const booking = await Booking.findOrFail(bookingId)
    const payment = booking.transactionId ? await Payment.find(booking.transactionId) : null
    const refund = !!options.refund && payment?.status === 'completed'
    if (booking.status === 'refunded' || (booking.status === 'cancelled' && !refund)) return booking
    if (refund) {
      const gateways = await app.container.make(PaymentGateways)
      await gateways.named(payment!.provider).refund(payment!)
    }

    await withWriteTransaction(async (trx) => {
      // Lock order: the listing, then the booking (and its payment).
      await lockListing(trx, booking.propertyId)
      const current = await locking(
        trx,
        Booking.query({ client: trx }).where('id', bookingId)
      ).firstOrFail()
      if (current.status === 'completed') await releaseListing(trx, current.propertyId)
      await trx
        .from('bookings')
        .where('id', bookingId)
        .update({ status: refund ? 'refunded' : 'cancelled', updated_at: sqlTime() })
      if (refund)
        await trx
          .from('payments')
          .where('id', payment!.id)
          .update({ status: 'refunded', updated_at: sqlTime() })
      if (payment?.status === 'created')
        await trx
          .from('payments')
          .where('id', payment.id)
          .update({ status: 'cancelled', updated_at: sqlTime() })
      await recordAudit(trx, options.actor ?? SYSTEM, {
        action: refund ? 'booking.refund' : 'booking.cancel',
        targetType: 'booking',
        targetId: bookingId,
        before: { status: current.status },
        after: { status: refund ? 'refunded' : 'cancelled' },
      })
    })
    return booking.refresh()
  }

  /**
   * Revenue of one country in its currency (whole rupees in India, dollars in
   * the US): completed bookings only (001 §4). Amounts of two currencies are
   * never added together.
   */
  async revenue(country: 'IN' | 'US' = 'IN'): Promise<number> {
    const row = await db
      .from('bookings')
      .join('properties', 'properties.id', 'bookings.property_id')
      .where('bookings.status', 'completed')
      .where('properties.country_code', country)
      .sum('bookings.amount as total')
      .first()
    return Number(row?.total ?? 0)
  }
}
