import type { HttpContext } from '@adonisjs/core/http'
import VentureSearch from '#services/ventures/venture_search'
import { findPublicVenture, towersOf, withCounts } from '#services/ventures/venture_reads'
import { unitPageOf } from '#services/ventures/unit_reads'
import { listParams, ventureSearchValidator } from '#validators/venture_search'
import { UNITS_PER_PAGE, ventureUnitsPageValidator } from '#validators/venture'
import VentureTransformer from '#transformers/venture_transformer'
import VentureUnitTransformer from '#transformers/venture_unit_transformer'
import TowerTransformer from '#transformers/tower_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import CursorMetaTransformer from '#transformers/cursor_meta_transformer'
import PageMetaTransformer from '#transformers/page_meta_transformer'
import { PAGE_SIZE } from '#rules/search_options'

/** GET /api/ventures, /api/ventures/{id} and its units (000 §7): public ventures only. */
export default class VenturesController {
  async index({ request, market }: HttpContext) {
    const filters = await request.validateUsing(ventureSearchValidator, {
      data: listParams(request.qs()),
    })
    const search = new VentureSearch()
    const query = { ...filters, country: filters.country ?? market.country.code }
    const [{ data, nextCursor }, total] = await Promise.all([
      search.handle(query),
      search.count(query),
    ])
    const limit = query.limit ?? PAGE_SIZE
    return {
      data: await apiSerializer.serialize(VentureTransformer.transform(await withCounts(data))),
      meta: await apiSerializer.serialize(
        CursorMetaTransformer.transform({ limit, nextCursor, total })
      ),
    }
  }

  async show({ params }: HttpContext) {
    const venture = await findPublicVenture(params.id)
    const [counted, towers] = await Promise.all([withCounts([venture]), towersOf(venture)])
    return {
      ...(await apiSerializer.serialize(
        VentureTransformer.transform(counted[0]).useVariant('forDetail')
      )),
      towers: await apiSerializer.serialize(TowerTransformer.transform(towers)),
    }
  }

  /** A page of the listed units, by tower and floor (numbered pages); filter by tower_id and status. */
  async units({ params, request }: HttpContext) {
    const venture = await findPublicVenture(params.id)
    const {
      page,
      per_page: perPage,
      ...filters
    } = await request.validateUsing(ventureUnitsPageValidator, { data: request.qs() })
    const units = await unitPageOf(venture, filters, page ?? 1, perPage ?? UNITS_PER_PAGE)
    return {
      data: await apiSerializer.serialize(VentureUnitTransformer.transform(units.all())),
      meta: await apiSerializer.serialize(PageMetaTransformer.of(units)),
    }
  }
}
