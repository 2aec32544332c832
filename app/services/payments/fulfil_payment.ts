import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Payment, { OPEN_STATUSES } from '#models/payment'
import User from '#models/user'
import Booking from '#models/booking'
import WalletTransaction from '#models/wallet_transaction'
import CreditLedger from '#services/credits/credit_ledger'
import ExchangeRates from '#services/currency/exchange_rates'
import { payCommission } from '#services/payments/commission'
import { PaymentVerificationError } from '#services/payments/payment_errors'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { lockListing, reserveListing } from '#services/bookings/reservation'
import type { PaymentsConfig } from '#config/payments'
import { fulfilmentFaultPoint } from '#services/payments/fault_point'

/** What the provider (or the verified checkout) proved was paid. */
export type PaymentProof = {
  providerPaymentId: string | null
  amountMinor: number
  currency: string
}

export type FulfilmentResult = {
  payment: Payment
  /** True only for the one call that completed the payment; replays get false. */
  fulfilledNow: boolean
}

/**
 * THE fulfilment of a paid checkout, used by every path that learns of a
 * payment: the return URL, the verify calls (Razorpay signature, Stripe
 * session), the demo checkout and both webhooks.
 *
 * Exactly once, whatever arrives first and however often: one conditional
 * UPDATE moves the payment from an open status to `completed`; only the call
 * whose UPDATE changed the row grants the credits, the agent commission and
 * the booking, in the same transaction. Every grant also carries a unique
 * idempotency key, a second guard.
 */
export default class FulfilPayment {
  async handle(paymentId: number, proof: PaymentProof): Promise<FulfilmentResult> {
    const config = app.config.get<PaymentsConfig>('payments')
    const exchangeRates = await app.container.make(ExchangeRates)
    const rates = exchangeRates.current().rates

    const result = await withWriteTransaction(async (trx) => {
      await lockInOrder(trx, paymentId)
      // Only a payment still open, for exactly the amount and currency it was created with, can be claimed.
      const claimed = await trx
        .from('payments')
        .where('id', paymentId)
        .whereIn('status', OPEN_STATUSES)
        .where('amount_minor', proof.amountMinor)
        .where('currency', proof.currency.toUpperCase())
        .update({
          status: 'completed',
          provider_payment_id: proof.providerPaymentId,
          fulfilled_at: sqlTime(),
          updated_at: sqlTime(),
        })
      const payment = await locking(
        trx,
        Payment.query({ client: trx }).where('id', paymentId)
      ).firstOrFail()
      if (Number(claimed) !== 1) {
        if (payment.status === 'completed' || payment.status === 'refunded')
          return { payment, fulfilledNow: false }
        throw new PaymentVerificationError(
          `Paid ${proof.amountMinor} ${proof.currency}, expected ${payment.amountMinor} ${payment.currency}`
        )
      }
      await fulfilmentFaultPoint('after_claim')

      const buyer = await User.query({ client: trx }).where('id', payment.userId).firstOrFail()
      if (payment.purpose === 'credits')
        await grantCredits(trx, payment, buyer, { percent: config.commissionPercent, rates })
      if (payment.purpose === 'booking') await completeBooking(trx, payment)
      await fulfilmentFaultPoint('before_commit')
      logger.info({ paymentId, provider: payment.provider }, 'payment fulfilled')
      return { payment, fulfilledNow: true }
    })
    if (result.fulfilledNow) await fulfilmentFaultPoint('after_commit')
    return result
  }

  /**
   * Closes an open checkout the provider reports as failed or expired, or that
   * the buyer cancelled. A completed payment is never touched, so an event
   * arriving out of order cannot undo a fulfilment.
   */
  async close(paymentId: number, status: 'failed' | 'cancelled') {
    await db
      .from('payments')
      .where('id', paymentId)
      .where('status', 'created')
      .update({ status, updated_at: sqlTime() })
    await db
      .from('bookings')
      .where('transaction_id', paymentId)
      .where('status', 'pending')
      .update({ status: 'cancelled', updated_at: sqlTime() })
  }
}

async function grantCredits(
  trx: TransactionClientContract,
  payment: Payment,
  buyer: User,
  commission: { percent: number; rates: Record<string, number> }
) {
  await new CreditLedger().grant(
    buyer,
    payment.credits,
    {
      reason: 'purchase',
      reference: `payment:${payment.id}`,
      idempotencyKey: `purchase:payment:${payment.id}`,
    },
    trx
  )
  await WalletTransaction.create(
    {
      userId: buyer.id,
      type: 'purchase',
      description: `Purchased ${payment.credits} credits`,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paymentId: payment.id,
      idempotencyKey: `purchase:payment:${payment.id}`,
    },
    { client: trx }
  )
  if (buyer.referredById && buyer.referredById !== buyer.id) {
    await payCommission(trx, payment, buyer.referredById, buyer.name, commission)
  }
}

/**
 * The lock order of write_transaction.ts before the payment is claimed: the
 * buyer's row, then for a booking the listing's. Both ids are read unlocked;
 * neither ever changes on a payment or a booking.
 */
async function lockInOrder(trx: TransactionClientContract, paymentId: number) {
  const payment = await trx
    .from('payments')
    .where('id', paymentId)
    .select('user_id', 'purpose')
    .first()
  if (!payment) return
  await lockUser(trx, Number(payment.user_id))
  if (payment.purpose !== 'booking') return
  const booking = await trx
    .from('bookings')
    .where('transaction_id', paymentId)
    .select('property_id')
    .first()
  if (booking) await lockListing(trx, Number(booking.property_id))
}

/**
 * Reserves the unit (reserveListing: still available, and no other booking
 * of it completed). If another buyer's booking got there first, this one is
 * cancelled and left for an admin to refund (Bookings.cancel with refund).
 */
async function completeBooking(trx: TransactionClientContract, payment: Payment) {
  const booking = await Booking.query({ client: trx })
    .where('transaction_id', payment.id)
    .firstOrFail()
  const reserved = await reserveListing(trx, booking.propertyId, booking.id)
  booking.paymentId = payment.providerPaymentId
  booking.status = reserved ? 'completed' : 'cancelled'
  booking.useTransaction(trx)
  await booking.save()
  if (booking.status === 'cancelled')
    logger.warn(
      { bookingId: booking.id, paymentId: payment.id },
      'paid booking of a unit that is no longer available: refund it'
    )
  await WalletTransaction.create(
    {
      userId: payment.userId,
      type: 'booking',
      description: `Booking of property #${booking.propertyId}`,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paymentId: payment.id,
      idempotencyKey: `booking:payment:${payment.id}`,
    },
    { client: trx }
  )
}
