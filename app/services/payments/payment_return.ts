import Booking from '#models/booking'
import type Payment from '#models/payment'
import type User from '#models/user'
import ConfirmPayment, {
  type Confirmation,
  type RazorpayAnswer,
} from '#services/payments/confirm_payment'
import { PaymentVerificationError } from '#services/payments/payment_errors'

/** Query parameters of a checkout's return (001 §2); a page visit with any of them is a return. */
export const CHECKOUT_RETURN_PARAMS = [
  'success',
  'cancelled',
  'session_id',
  'transaction_id',
] as const

export type ReturnParams = {
  success?: boolean
  cancelled?: boolean
  session_id?: string
  transaction_id?: number
}

/**
 * The toast a return ends with (001 §8 messages, as i18n keys), the listing
 * of a booking's payment, and whether the proof was refused.
 */
export type ReturnOutcome = {
  tone: 'success' | 'error'
  key: string
  values?: Record<string, unknown>
  confirmation?: Confirmation
  propertyId?: number
  failed?: boolean
}

/**
 * The buyer's return from a checkout (001 §2: success, cancelled,
 * session_id, transaction_id), or Razorpay Checkout's answer in the page.
 * Each is one of the fulfilment paths: it asks the provider and fulfils, so
 * credits arrive even before a webhook, and it says how it went.
 */
export default class PaymentReturn {
  async handle(
    user: User,
    params: ReturnParams,
    messages = RETURN_MESSAGES.credits
  ): Promise<ReturnOutcome> {
    const confirm = new ConfirmPayment()
    if (params.cancelled) {
      await confirm.cancelled(user, params.transaction_id)
      return { tone: 'error', key: messages.cancelled }
    }
    try {
      const confirmation = params.session_id
        ? await confirm.stripe(user, {
            sessionId: params.session_id,
            transactionId: params.transaction_id,
          })
        : params.transaction_id
          ? await confirm.transaction(user, params.transaction_id)
          : { state: 'pending' as const, payment: null }
      if (confirmation.state === 'pending')
        return { tone: 'success', key: messages.pending, confirmation }
      return (
        (await bookingConflict(confirmation.payment)) ?? {
          tone: 'success',
          key: messages.success,
          confirmation,
        }
      )
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error
      return { tone: 'error', key: messages.failed }
    }
  }

  /**
   * Razorpay Checkout's handler (credits and bookings alike): '{n} credits
   * added successfully!', the booking's outcome on its listing, or
   * 'Payment verification failed'.
   */
  async razorpay(user: User, answer: RazorpayAnswer): Promise<ReturnOutcome> {
    try {
      const confirmation = await new ConfirmPayment().razorpay(user, answer)
      if (confirmation.payment.purpose === 'booking') return bookingOutcome(confirmation.payment)
      return {
        tone: 'success',
        key: 'credits.messages.credits_added',
        values: { count: confirmation.payment.credits },
        confirmation,
      }
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error
      return { tone: 'error', key: 'credits.messages.verification_failed', failed: true }
    }
  }
}

/** A booking's payment went through: reserved, or another buyer reserved the listing first (refunded by an admin). */
async function bookingOutcome(payment: Payment): Promise<ReturnOutcome> {
  const booking = await Booking.findByOrFail('transaction_id', payment.id)
  const reserved = booking.status === 'completed'
  return {
    tone: reserved ? 'success' : 'error',
    key: reserved ? 'credits.booking.success' : 'credits.booking.conflict',
    propertyId: booking.propertyId,
  }
}

/** The conflict message when a paid booking lost its listing to another buyer; null otherwise. */
async function bookingConflict(payment: Payment): Promise<ReturnOutcome | null> {
  const booking =
    payment.purpose === 'booking' ? await Booking.findBy('transaction_id', payment.id) : null
  return booking?.status === 'cancelled'
    ? { tone: 'error', key: 'credits.booking.conflict', propertyId: booking.propertyId }
    : null
}

export const RETURN_MESSAGES = {
  credits: {
    cancelled: 'credits.messages.cancelled',
    pending: 'credits.messages.completed_pending',
    success: 'credits.messages.success',
    failed: 'credits.messages.verify_contact_support',
  },
  booking: {
    cancelled: 'credits.booking.cancelled',
    pending: 'credits.booking.pending',
    success: 'credits.booking.success',
    failed: 'credits.booking.failed',
  },
}
