import type Booking from '#models/booking'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { dateTime, int, nullable, num, object, str } from '#transformers/schemas/json_schema'

export default class BookingTransformer extends BaseTransformer<Booking> {
  /**
   * 001 §3 Booking: amount in whole units of `currency`, the listing's (INR in India, USD in the US),
   * so a client never guesses it; payment_id is the gateway's, null while pending. Needs `property` loaded.
   */
  toObject() {
    const b = this.resource
    return {
      id: b.id,
      property_id: b.propertyId,
      amount: b.amount,
      currency: b.property.currency,
      payment_id: b.paymentId,
      status: b.status,
      created_at: b.createdAt.toISO(),
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const bookingSchemas = {
  Booking: object({
    id: int,
    property_id: int,
    amount: num,
    currency: str,
    payment_id: nullable(str),
    status: str,
    created_at: dateTime,
  }),
}
