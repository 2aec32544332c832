import type { HttpContext } from '@adonisjs/core/http'
import DemoCheckout from '#services/payments/demo_checkout'
import PaymentTransformer from '#transformers/payment_transformer'
import { denyUnlessAllowed } from '#http/page_gate'

/** The demo gateway's checkout page (never in production): Pay or Cancel, then back with the return parameters. */
export default class DemoCheckoutController {
  async show(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.credits_login',
    })
    if (denial) return denial
    const payment = await new DemoCheckout().find(ctx.auth.user!, Number(ctx.params.id))
    return ctx.inertia.render('payments/demo_checkout', {
      payment: PaymentTransformer.transform(payment).useVariant('forDemoCheckout'),
    })
  }

  async pay({ auth, params, response }: HttpContext) {
    return response.redirect(await new DemoCheckout().pay(auth.getUserOrFail(), Number(params.id)))
  }

  async cancel({ auth, params, response }: HttpContext) {
    return response.redirect(
      await new DemoCheckout().cancel(auth.getUserOrFail(), Number(params.id))
    )
  }
}
