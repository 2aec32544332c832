import type { HttpContext } from '@adonisjs/core/http'
import { findPublicProperty } from '#models/property_scopes'
import Favorites from '#services/favorites/favorites'
import PropertyTransformer from '#transformers/property_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { favoriteValidator } from '#validators/favorites'

/** GET/POST/DELETE /api/favorites (000 §7). */
export default class FavoritesController {
  /** `{data: [{property_id, property}]}` newest saved first; unlisted properties drop out. */
  async index({ auth }: HttpContext) {
    const properties = await new Favorites().list(auth.getUserOrFail())
    const items = await apiSerializer.serialize(
      PropertyTransformer.transform(properties).useVariant('forCard')
    )
    return {
      data: (items as { id: number }[]).map((property) => ({ property_id: property.id, property })),
    }
  }

  async store({ request, auth, response }: HttpContext) {
    const { property_id: propertyId } = await request.validateUsing(favoriteValidator)
    const property = await findPublicProperty(propertyId)
    await new Favorites().add(auth.getUserOrFail(), property)
    return response.status(201).send({ property_id: property.id })
  }

  async destroy({ params, auth, response }: HttpContext) {
    await new Favorites().remove(auth.getUserOrFail(), Number(params.id))
    return response.noContent()
  }
}
