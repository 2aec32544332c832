import type { HttpContext } from '@adonisjs/core/http'
import { findPublicProperty } from '#models/property_scopes'
import OwnerContact from '#services/contact/owner_contact'
import { findListedUnit, findPublicVenture } from '#services/ventures/venture_reads'
import { contactRevealValidator, developerContactRevealValidator } from '#validators/contact_reveal'
import UserTransformer from '#transformers/user_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/**
 * 'View phone number' / Call / WhatsApp / Email on a listing (issue 10) and
 * on a venture (issue 14: 'Call' on a unit, 'Contact Developer'): a signed-in
 * visitor asks for the owner's contact, which is recorded for the owner. Rate
 * limited per user and per IP on the routes, one budget for both.
 */
export default class ContactRevealsController {
  /** The page's reveal: back to the listing, whose `contact` prop now carries it for this viewer. */
  async store({ params, request, auth, response, i18n }: HttpContext) {
    // 401, not the login redirect: the contact card opens the login dialog on it.
    if (!auth.user) return response.unauthorized({ detail: i18n.t('errors.unauthenticated') })
    const property = await findPublicProperty(params.id)
    const { channel } = await request.validateUsing(contactRevealValidator)
    await new OwnerContact().reveal(property, auth.user, channel ?? 'view')
    return response.redirect().back()
  }

  /** The venture page's reveal of the developer: back to the page, whose `contact` prop now carries it. */
  async developer({ params, request, auth, response, i18n }: HttpContext) {
    if (!auth.user) return response.unauthorized({ detail: i18n.t('errors.unauthenticated') })
    const venture = await findPublicVenture(params.id)
    const { channel, unit_id: unitId } = await request.validateUsing(
      developerContactRevealValidator
    )
    const unit = unitId ? await findListedUnit(venture, unitId) : null
    await new OwnerContact().revealDeveloper(venture, auth.user, channel ?? 'view', unit)
    return response.redirect().back()
  }

  /** POST /api/properties/{id}/contact: the owner's name, phone and e-mail. */
  async api({ params, request, auth }: HttpContext) {
    const property = await findPublicProperty(params.id)
    const { channel } = await request.validateUsing(contactRevealValidator)
    const { contact } = await new OwnerContact().reveal(
      property,
      auth.getUserOrFail(),
      channel ?? 'view'
    )
    return apiSerializer.serialize(UserTransformer.transform(contact).useVariant('forContact'))
  }
}
