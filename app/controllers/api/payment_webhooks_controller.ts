import type { HttpContext } from '@adonisjs/core/http'
import StripeWebhook from '#services/payments/webhooks/stripe_webhook'
import RazorpayWebhook from '#services/payments/webhooks/razorpay_webhook'

/** Provider webhooks: signatures are checked on the raw body, never the parsed one. */
export default class PaymentWebhooksController {
  async stripe({ request }: HttpContext) {
    return new StripeWebhook().handle(request.raw() ?? '', request.header('stripe-signature') ?? '')
  }

  async razorpay({ request }: HttpContext) {
    return new RazorpayWebhook().handle(
      request.raw() ?? '',
      request.header('x-razorpay-signature') ?? '',
      request.header('x-razorpay-event-id')
    )
  }
}
