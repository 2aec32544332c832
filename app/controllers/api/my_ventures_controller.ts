import type { HttpContext } from '@adonisjs/core/http'
import type Venture from '#models/venture'
import VentureService from '#services/ventures/venture_service'
import { ownVentures, withCounts } from '#services/ventures/venture_reads'
import { manageableVenture } from '#http/manageable_venture'
import { ventureValidator } from '#validators/venture'
import VentureTransformer from '#transformers/venture_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/**
 * A builder's ventures over /api (001 §7): create, list own, edit and delete;
 * owner or admin only. The same use cases as the pages (my_ventures_controller.ts).
 */
export default class MyVenturesController {
  async index({ auth }: HttpContext) {
    const ventures = await ownVentures(auth.getUserOrFail().id)
    return apiSerializer.serialize(VentureTransformer.transform(ventures).useVariant('forOwner'))
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(ventureValidator)
    const venture = await new VentureService().create(
      ctx.auth.getUserOrFail(),
      input,
      ctx.market.country.code
    )
    ctx.response.status(201)
    return this.#serialize(venture)
  }

  async update(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const input = await ctx.request.validateUsing(ventureValidator)
    await new VentureService().update(venture, input, ctx.auth.getUserOrFail())
    return this.#serialize(venture)
  }

  async destroy(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    await new VentureService().remove(venture, ctx.auth.getUserOrFail())
    return ctx.response.noContent()
  }

  /** The venture as its owner sees it, with the counts of all its units. */
  async #serialize(venture: Venture) {
    const [counted] = await withCounts([venture], false)
    return apiSerializer.serialize(VentureTransformer.transform(counted).useVariant('forOwner'))
  }
}
