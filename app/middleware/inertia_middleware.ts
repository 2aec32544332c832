import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import UserTransformer from '#transformers/user_transformer'
import { sendPageMessages } from '#http/page_messages'
import { marketProps } from '#services/geo/market_props'
import ExchangeRates from '#services/currency/exchange_rates'
import { pageLinks } from '#http/page_links'
import type { InPageCheckout } from '#services/payments/checkout_response'
import LeadAnnouncer from '#services/leads/lead_announcer'
import Notifications from '#services/alerts/notifications'
import contactConfig from '#config/contact'

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /**
   * Props every page receives (000 §2 shell). A page may render before the
   * session and auth middleware ran (a 404 of an unknown URL), so each piece
   * of the context is optional here.
   */
  async share(ctx: HttpContext) {
    const { auth, i18n } = ctx as Partial<HttpContext>
    const locale = i18n?.locale ?? 'en'
    const user = auth?.user
    const rates = await ctx.containerResolver.make(ExchangeRates)

    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      user: ctx.inertia.always(user ? UserTransformer.transform(user) : null),
      /** Leads of the user's listings and ventures still New: the badge of the menu's Dashboard entry (issue 27). */
      new_leads: ctx.inertia.always(user ? await LeadAnnouncer.newLeadCount(user) : 0),
      /** Unread in-app notifications, counted up to 100 on an index: the header bell's badge (issue 31). */
      unread_notifications: ctx.inertia.always(user ? await Notifications.unreadCount(user) : 0),
      locale: ctx.inertia.always(locale),
      market: ctx.inertia.always(marketProps(ctx.market.country, rates.current())),
      /** The page's canonical URL and hreflang alternates, for `<Seo>` (docs/seo.md). */
      seo: ctx.market ? pageLinks(ctx) : null,
      /** The footer's support address, from configuration (config/contact.ts), never the bundle. */
      support: { email: contactConfig.email },
    }
  }

  /** One-shot messages for toasts, e.g. 'Login successful!'. */
  flash(ctx: HttpContext) {
    const session = (ctx as Partial<HttpContext>).session
    return {
      success: session?.flashMessages.get('success') as string | undefined,
      error: session?.flashMessages.get('error') as string | undefined,
      /** A Razorpay order to open in the page (credits, bookings). */
      checkout: session?.flashMessages.get('checkout') as InPageCheckout | undefined,
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    // Each page's interface messages, only the areas it uses (`messages_<area>`, issue 28).
    sendPageMessages(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
