import type { HttpContext } from '@adonisjs/core/http'
import VentureSearch from '#services/ventures/venture_search'
import VentureFavorites from '#services/ventures/venture_favorites'
import {
  findPublicVenture,
  findShownVenture,
  towersOf,
  withCounts,
} from '#services/ventures/venture_reads'
import { seatMapUnitsOf, unitDetails } from '#services/ventures/unit_reads'
import { lenientVentureParams } from '#validators/venture_search'
import { locationTreeProp, placeLabeller } from '#http/location_tree_prop'
import VentureTransformer from '#transformers/venture_transformer'
import VentureFiltersTransformer from '#transformers/venture_filters_transformer'
import VentureUnitTransformer from '#transformers/venture_unit_transformer'
import SeatMapUnitTransformer from '#transformers/seat_map_unit_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import TowerTransformer from '#transformers/tower_transformer'
import UserTransformer from '#transformers/user_transformer'
import OwnerContact from '#services/contact/owner_contact'
import { ventureMeta } from '#services/seo/venture_seo'
import { pageLinks } from '#http/page_links'
import { trustedOrigin } from '#http/origin'

/** The Premium Ventures list and the venture page (000 §2), server-rendered. */
export default class VenturesController {
  async index(ctx: HttpContext) {
    const { request, inertia, market, auth } = ctx
    const filters = await lenientVentureParams(request.qs())
    const country = market.country.code
    const search = new VentureSearch()
    const query = { ...filters, country }
    const page = await search.handle(query)
    const ventures = await withCounts(page.data)
    const place = await placeLabeller(ctx)
    return inertia.render('ventures/index', {
      filters: VentureFiltersTransformer.transform(filters),
      /** Pages after the first are appended ("load more"). */
      ventures: inertia.merge(VentureTransformer.transform(ventures, place).useVariant('forCard')),
      nextCursor: page.nextCursor,
      count: () => search.count(query),
      saved: await new VentureFavorites().savedAmong(
        auth.user ?? null,
        ventures.map((v) => v.id)
      ),
      locationTree: await locationTreeProp(ctx, country),
    })
  }

  async show(ctx: HttpContext) {
    const { params, inertia, auth, i18n } = ctx
    const venture = await findShownVenture(params.id)
    const [[counted], towers, units, saved, contact] = await Promise.all([
      withCounts([venture]),
      towersOf(venture),
      seatMapUnitsOf(venture),
      new VentureFavorites().savedAmong(auth.user ?? null, [venture.id]),
      new OwnerContact().developerVisibleTo(venture, auth.user ?? null),
    ])
    const place = await placeLabeller(ctx)
    return inertia.render('ventures/show', {
      venture: VentureTransformer.transform(counted, place).useVariant('forDetail'),
      towers: TowerTransformer.transform(towers),
      /** What the seat-map draws; a unit's details load when it is opened (`unit` below). */
      units: SeatMapUnitTransformer.transform(units),
      saved: saved.length > 0,
      /** The developer's phone and e-mail: only on their own venture or after this viewer revealed it (issue 14). */
      contact: contact && UserTransformer.transform(contact).useVariant('forContact'),
      /** Title, description and schema.org data of the page (docs/seo.md). */
      meta: ventureMeta(counted, counted.$extras.counts, i18n, {
        place,
        canonical: pageLinks(ctx).canonical,
        origin: trustedOrigin(ctx),
      }),
    })
  }

  /**
   * GET /ventures/{id}/units/{unitId}: one unit's details for the unit dialog (JSON). A listed unit of a
   * public venture for everyone; any other unit only for who may manage the venture (404 to others).
   */
  async unit({ params, bouncer }: HttpContext) {
    const unit = await unitDetails(params.id, params.unitId, {
      mayManage: (venture) => bouncer.with('VenturePolicy').allows('manage', venture),
    })
    return apiSerializer.serialize(VentureUnitTransformer.transform(unit))
  }

  /** /venture/{id} (the view action of 001 §2 My Ventures) is the venture page. */
  async legacy({ params, response }: HttpContext) {
    return response.redirect().toRoute('ventures.show', { id: params.id })
  }

  async save({ params, auth, response }: HttpContext) {
    const venture = await findPublicVenture(params.id)
    await new VentureFavorites().add(auth.getUserOrFail(), venture)
    return response.redirect().back()
  }

  async unsave({ params, auth, response }: HttpContext) {
    await new VentureFavorites().remove(auth.getUserOrFail(), Number(params.id))
    return response.redirect().back()
  }
}
