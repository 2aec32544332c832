import { BaseTransformer } from '@adonisjs/core/transformers'
import { currencyOf } from '#rules/countries'
import { isoOf } from '#services/db/sql_time'
import { bookingSchemas } from '#transformers/booking_transformer'

export type AdminBookingRow = {
  id: number
  property_id: number
  amount: number
  payment_id: string | null
  status: string
  country_code: string
  created_at: unknown
}

/** A booking in the Bookings tab (001 §2, read only); the amount in its listing's currency. */
export default class AdminBookingTransformer extends BaseTransformer<AdminBookingRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      property_id: Number(row.property_id),
      amount: Number(row.amount),
      currency: currencyOf(row.country_code),
      payment_id: row.payment_id,
      status: row.status,
      created_at: isoOf(row.created_at)!,
    }
  }
}

/** Response shapes of this transformer: a row of the Bookings tab is a booking as /api shows it. */
export const adminBookingSchemas = { AdminBooking: bookingSchemas.Booking }
