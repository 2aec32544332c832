import { BaseTransformer } from '@adonisjs/core/transformers'
import { currencyOf } from '#rules/countries'
import { isoOf } from '#services/db/sql_time'
import { dateTime, int, nullable, num, object, str } from '#transformers/schemas/json_schema'

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

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const adminBookingSchemas = {
  AdminBooking: object({
    id: int,
    property_id: int,
    amount: num,
    currency: str,
    payment_id: nullable(str),
    status: str,
    created_at: dateTime,
  }),
}
