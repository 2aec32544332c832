import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import CreditPackage from '#models/credit_package'
import Payment from '#models/payment'
import Booking from '#models/booking'
import type Property from '#models/property'
import type User from '#models/user'
import PaymentGateways, { providerFor } from '#services/payments/payment_gateways'
import FulfilPayment from '#services/payments/fulfil_payment'
import { NotPurchasableError, PaymentInitiationError } from '#services/payments/payment_errors'
import type { CheckoutStart, PaymentGateway } from '#services/payments/gateways/gateway'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { lockListing } from '#services/bookings/reservation'

export type ReturnUrls = { successUrl: string; cancelUrl: string }

export type Checkout = CheckoutStart & { payment: Payment; gateway: PaymentGateway }

/**
 * Starts a checkout: a `payments` row with the amount and credits taken from
 * the server's package (or the owner's booking amount), never from the
 * client, then the provider's order or session.
 */
export default class CreateCheckout {
  async forPackage(
    user: User,
    input: { packageId: string; countryCode: string } & ReturnUrls
  ): Promise<Checkout> {
    const pkg = await CreditPackage.query()
      .where('code', input.packageId)
      .where('country_code', input.countryCode)
      .where('active', true)
      .first()
    if (!pkg) throw new NotPurchasableError('credits.errors.unknown_package')
    const gateways = await app.container.make(PaymentGateways)
    const gateway = gateways.for(pkg.provider)
    const payment = await Payment.create({
      userId: user.id,
      purpose: 'credits',
      packageId: pkg.id,
      credits: pkg.credits,
      provider: gateway.name,
      amountMinor: pkg.priceMinor,
      currency: pkg.currency,
      status: 'created',
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    })
    return this.#start(gateway, payment, `${pkg.name}: ${pkg.credits} credits`, input)
  }

  /**
   * A booking of an available unit whose owner set a booking amount. The
   * amount is in the listing's currency (rupees through Razorpay in India,
   * dollars through Stripe in the US), so it is charged as set, unconverted.
   *
   * The payment and its booking are written in one transaction (lock order:
   * the buyer, then the listing, then payments and bookings), so neither is
   * ever left without the other; the listing is checked again under its lock.
   * The gateway is called after the commit: no row lock is held across a
   * network call, and a gateway that fails marks the payment failed and
   * cancels its booking (#start).
   */
  async forBooking(
    user: User,
    property: Property,
    urls: ReturnUrls
  ): Promise<Checkout & { booking: Booking }> {
    if (!bookable(property)) throw new NotPurchasableError('credits.errors.not_bookable')
    if (property.ownerId === user.id) throw new NotPurchasableError('credits.errors.own_property')
    const gateways = await app.container.make(PaymentGateways)
    const gateway = gateways.for(providerFor(property.countryCode))
    const { payment, booking } = await withWriteTransaction(async (trx) => {
      await lockUser(trx, user.id)
      const listing = await lockListing(trx, property.id)
      const amount = listing ? Number(listing.booking_amount) : 0
      if (
        !listing ||
        !bookable({
          bookingAmount: amount,
          status: listing.status,
          listingState: listing.listing_state,
          deletedAt: listing.deleted_at,
        })
      ) {
        throw new NotPurchasableError('credits.errors.not_bookable')
      }
      const created = await Payment.create(
        {
          userId: user.id,
          purpose: 'booking',
          packageId: null,
          credits: 0,
          provider: gateway.name,
          amountMinor: amount * 100,
          currency: property.currency,
          status: 'created',
          successUrl: urls.successUrl,
          cancelUrl: urls.cancelUrl,
        },
        { client: trx }
      )
      const pending = await Booking.create(
        {
          propertyId: property.id,
          userId: user.id,
          amount,
          transactionId: created.id,
          status: 'pending',
        },
        { client: trx }
      )
      return { payment: created, booking: pending }
    })
    return {
      ...(await this.#start(gateway, payment, `Booking: ${property.title}`.slice(0, 120), urls)),
      booking,
    }
  }

  async #start(
    gateway: PaymentGateway,
    payment: Payment,
    description: string,
    urls: ReturnUrls
  ): Promise<Checkout> {
    try {
      const started = await gateway.createCheckout({ payment, description, ...urls })
      payment.providerOrderId = started.orderId
      await payment.save()
      return { ...started, payment, gateway }
    } catch (error) {
      logger.error({ err: error, paymentId: payment.id }, 'checkout could not be started')
      // The payment failed and its booking (if any) is cancelled: nothing waits on a checkout that never opened.
      await new FulfilPayment().close(payment.id, 'failed')
      throw new PaymentInitiationError()
    }
  }
}

/** Reservations are open on a live, available listing whose owner set a booking amount. */
function bookable(listing: {
  bookingAmount: number | null
  status: string
  listingState: string
  deletedAt: unknown
}): boolean {
  return (
    Boolean(listing.bookingAmount) &&
    listing.status === 'available' &&
    listing.listingState === 'active' &&
    !listing.deletedAt
  )
}
