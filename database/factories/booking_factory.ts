import factory from '@adonisjs/lucid/factories'
import Booking from '#models/booking'
import { PropertyFactory } from '#database/factories/property_factory'
import { PaymentFactory } from '#database/factories/payment_factory'

/** Test bookings: a pending ₹50,000 booking (give it a property and a buyer). */
export const BookingFactory = factory
  .define(Booking, () => ({
    amount: 50_000,
    status: 'pending' as const,
  }))
  .state('completed', (booking) => (booking.status = 'completed'))
  .state('cancelled', (booking) => (booking.status = 'cancelled'))
  .relation('property', () => PropertyFactory)
  .relation('transaction', () => PaymentFactory)
  .build()
