import type { HttpContext } from '@adonisjs/core/http'
import ListingLifecycle from '#services/listings/listing_lifecycle'
import { InsufficientCreditsError } from '#services/credits/credit_errors'

/** Renew an expired (or expiring) listing with one credit: owners only (others get 404). */
export default class ListingRenewalsController {
  /** POST /properties/:id/renew (web). */
  async store({ params, auth, session, i18n, response }: HttpContext) {
    try {
      await new ListingLifecycle().renew(auth.getUserOrFail().id, Number(params.id))
      session.flash('success', i18n.t('credits.renew.success'))
    } catch (error) {
      if (!(error instanceof InsufficientCreditsError)) throw error
      session.flash('error', i18n.t('credits.errors.insufficient'))
    }
    return response.redirect().back()
  }

  /** POST /api/properties/:id/renew → {id, listing_state, expires_at, credits}. */
  async api({ params, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const property = await new ListingLifecycle().renew(user.id, Number(params.id))
    await user.refresh()
    return { id: property.id, listing_state: property.listingState, expires_at: property.expiresAt?.toISO() ?? null, credits: user.credits }
  }
}
