import type { HttpContext } from '@adonisjs/core/http'
import { findPublicProperty } from '#models/property_scopes'
import { loadDetail } from '#services/listings/listing_detail'
import PropertySearch from '#services/listings/property_search'
import PropertyTransformer from '#transformers/property_transformer'
import { propertySearchValidator } from '#validators/property_search'
import { apiSerializer } from '#transformers/api_serializer'
import CursorMetaTransformer from '#transformers/cursor_meta_transformer'
import { PAGE_SIZE } from '#rules/search_options'

/** GET /api/properties (`{data, meta}`, keyset pages) and /api/properties/{id} (000 §7). */
export default class PropertiesController {
  async index({ request, market }: HttpContext) {
    const filters = await request.validateUsing(propertySearchValidator, { data: request.qs() })
    const search = new PropertySearch()
    const query = { ...filters, country: filters.country ?? market.country.code }
    const [{ data, nextCursor }, { total, capped }] = await Promise.all([
      search.handle(query),
      search.count(query),
    ])
    const limit = query.limit ?? PAGE_SIZE
    return {
      data: await apiSerializer.serialize(PropertyTransformer.transform(data)),
      meta: await apiSerializer.serialize(
        CursorMetaTransformer.transform({ limit, nextCursor, total, capped })
      ),
    }
  }

  async show({ params }: HttpContext) {
    // Who posted it, when it changed and its price history; the owner's contact is POST /api/properties/{id}/contact.
    const property = await loadDetail(await findPublicProperty(params.id))
    return apiSerializer.serialize(PropertyTransformer.transform(property).useVariant('forDetail'))
  }
}
