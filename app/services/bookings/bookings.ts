import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import Payment from '#models/payment'
import PaymentGateways from '#services/payments/payment_gateways'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'

/**
 * Bookings after checkout (payment and reservation happen in FulfilPayment):
 * admin cancellation and refund, and revenue.
 */
export default class Bookings {
  /**
   * Cancels a booking (admin). A completed one frees its unit again; with
   * `refund` the gateway returns the money first and the booking becomes
   * `refunded`. Cancelling twice changes nothing.
   */
  async cancel(bookingId: number, options: { refund?: boolean } = {}) {
    const booking = await Booking.findOrFail(bookingId)
    if (booking.status === 'cancelled' || booking.status === 'refunded') return booking
    const payment = booking.transactionId ? await Payment.find(booking.transactionId) : null
    const refund = !!options.refund && payment?.status === 'completed'
    if (refund) await (await app.container.make(PaymentGateways)).named(payment!.provider).refund(payment!)

    await db.transaction(async (trx) => {
      const current = await locking(trx, Booking.query({ client: trx }).where('id', bookingId)).firstOrFail()
      if (current.status === 'completed') {
        await trx.from('properties').where('id', current.propertyId).where('status', 'reserved').update({ status: 'available', updated_at: sqlTime() })
      }
      await trx.from('bookings').where('id', bookingId).update({ status: refund ? 'refunded' : 'cancelled', updated_at: sqlTime() })
      if (refund) await trx.from('payments').where('id', payment!.id).update({ status: 'refunded', updated_at: sqlTime() })
      if (payment?.status === 'created') await trx.from('payments').where('id', payment.id).update({ status: 'cancelled', updated_at: sqlTime() })
    })
    return booking.refresh()
  }

  /** Revenue in whole rupees: completed bookings only (001 §4). */
  async revenue(): Promise<number> {
    const row = await db.from('bookings').where('status', 'completed').sum('amount as total').first()
    return Number(row?.total ?? 0)
  }
}
