import factory from '@adonisjs/lucid/factories'
import Payment from '#models/payment'
import { UserFactory } from '#database/factories/user_factory'

/** Test payments: an open demo-checkout order for credits, in rupees (give it a user, or use the relation). */
export const PaymentFactory = factory
  .define(Payment, ({ faker }) => ({
    purpose: 'credits' as const,
    packageId: null,
    credits: 10,
    provider: 'demo' as const,
    providerOrderId: `demo_${faker.string.alphanumeric(16)}`,
    providerPaymentId: null,
    amountMinor: 49_900,
    currency: 'INR',
    status: 'created' as const,
  }))
  .state('completed', (payment) => (payment.status = 'completed'))
  .state('booking', (payment) => {
    payment.purpose = 'booking'
    payment.credits = 0
  })
  .relation('user', () => UserFactory)
  .build()
