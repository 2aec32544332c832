import type { HttpContext } from '@adonisjs/core/http'
import { findPublicProperty } from '#models/property_scopes'
import Favorites from '#services/favorites/favorites'
import PropertyTransformer from '#transformers/property_transformer'
import { denyUnlessAllowed } from '#http/page_gate'

/** My Favorites (000 §2) and the favourite toggle on listings. */
export default class FavoritesController {
  async index(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.favorites_login',
    })
    if (denial) return denial
    const properties = await new Favorites().list(ctx.auth.user!)
    return ctx.inertia.render('favorites/index', {
      properties: PropertyTransformer.transform(properties).useVariant('forCard'),
    })
  }

  async store({ params, auth, response, session, i18n }: HttpContext) {
    const property = await findPublicProperty(params.id)
    await new Favorites().add(auth.getUserOrFail(), property)
    session.flash('success', i18n.t('listings.favorite_added'))
    return response.redirect().back()
  }

  async destroy({ params, auth, response, session, i18n }: HttpContext) {
    await new Favorites().remove(auth.getUserOrFail(), Number(params.id))
    session.flash('success', i18n.t('listings.favorite_removed'))
    return response.redirect().back()
  }
}
