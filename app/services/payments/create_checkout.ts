import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import CreditPackage from '#models/credit_package'
import Payment from '#models/payment'
import Booking from '#models/booking'
import type Property from '#models/property'
import type User from '#models/user'
import PaymentGateways from '#services/payments/payment_gateways'
import ExchangeRates from '#services/currency/exchange_rates'
import { NotPurchasableError, PaymentInitiationError } from '#services/payments/payment_errors'
import type { CheckoutStart, PaymentGateway } from '#services/payments/gateways/gateway'
import { convertFromInr } from '#shared/money'

export type ReturnUrls = { successUrl: string; cancelUrl: string }

export type Checkout = CheckoutStart & { payment: Payment; gateway: PaymentGateway }

/**
 * Starts a checkout: a `payments` row with the amount and credits taken from
 * the server's package (or the owner's booking amount), never from the
 * client, then the provider's order or session.
 */
export default class CreateCheckout {
  async forPackage(user: User, input: { packageId: string; countryCode: string } & ReturnUrls): Promise<Checkout> {
    const pkg = await CreditPackage.query()
      .where('code', input.packageId)
      .where('country_code', input.countryCode)
      .where('active', true)
      .first()
    if (!pkg) throw new NotPurchasableError('credits.errors.unknown_package')
    const gateway = (await app.container.make(PaymentGateways)).for(pkg.provider)
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
   * A booking of an available unit whose owner set a booking amount. India
   * pays the rupee amount; the US pays its dollar equivalent at today's rate.
   */
  async forBooking(user: User, property: Property, urls: ReturnUrls): Promise<Checkout & { booking: Booking }> {
    if (!property.bookingAmount || property.status !== 'available' || property.listingState !== 'active' || property.deletedAt) {
      throw new NotPurchasableError('credits.errors.not_bookable')
    }
    if (property.ownerId === user.id) throw new NotPurchasableError('credits.errors.own_property')
    const provider = property.countryCode === 'US' ? 'stripe' : 'razorpay'
    const currency = provider === 'stripe' ? 'USD' : 'INR'
    const rates = (await app.container.make(ExchangeRates)).current().rates
    const amountMinor = Math.round(convertFromInr(property.bookingAmount, currency, rates) * 100)
    const gateway = (await app.container.make(PaymentGateways)).for(provider)
    const payment = await Payment.create({
      userId: user.id,
      purpose: 'booking',
      packageId: null,
      credits: 0,
      provider: gateway.name,
      amountMinor,
      currency,
      status: 'created',
      successUrl: urls.successUrl,
      cancelUrl: urls.cancelUrl,
    })
    const booking = await Booking.create({ propertyId: property.id, userId: user.id, amount: property.bookingAmount, transactionId: payment.id, status: 'pending' })
    return { ...(await this.#start(gateway, payment, `Booking: ${property.title}`.slice(0, 120), urls)), booking }
  }

  async #start(gateway: PaymentGateway, payment: Payment, description: string, urls: ReturnUrls): Promise<Checkout> {
    try {
      const started = await gateway.createCheckout({ payment, description, ...urls })
      payment.providerOrderId = started.orderId
      await payment.save()
      return { ...started, payment, gateway }
    } catch (error) {
      logger.error({ err: error, paymentId: payment.id }, 'checkout could not be started')
      payment.status = 'failed'
      await payment.save()
      throw new PaymentInitiationError()
    }
  }
}
