import type User from '#models/user'
import ConfirmPayment, { type Confirmation } from '#services/payments/confirm_payment'
import { PaymentVerificationError } from '#services/payments/payment_errors'

/** Query parameters of a checkout's return (001 §2); a page visit with any of them is a return. */
export const CHECKOUT_RETURN_PARAMS = ['success', 'cancelled', 'session_id', 'transaction_id'] as const

export type ReturnParams = { success?: boolean; cancelled?: boolean; session_id?: string; transaction_id?: number }

/** The toast a return ends with: 001 §8 messages, as i18n keys. */
export type ReturnOutcome = { tone: 'success' | 'error'; key: string; values?: Record<string, unknown>; confirmation?: Confirmation }

/**
 * The buyer's return from a checkout (001 §2: success, cancelled,
 * session_id, transaction_id). The return URL is one of the fulfilment paths:
 * it asks the provider and fulfils, so credits arrive even before a webhook.
 */
export default class PaymentReturn {
  async handle(user: User, params: ReturnParams, messages = RETURN_MESSAGES.credits): Promise<ReturnOutcome> {
    const confirm = new ConfirmPayment()
    if (params.cancelled) {
      await confirm.cancelled(user, params.transaction_id)
      return { tone: 'error', key: messages.cancelled }
    }
    try {
      const confirmation = params.session_id
        ? await confirm.stripe(user, { sessionId: params.session_id, transactionId: params.transaction_id })
        : params.transaction_id
          ? await confirm.transaction(user, params.transaction_id)
          : { state: 'pending' as const, payment: null }
      if (confirmation.state === 'pending') return { tone: 'success', key: messages.pending, confirmation }
      return { tone: 'success', key: messages.success, confirmation }
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error
      return { tone: 'error', key: messages.failed }
    }
  }
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
