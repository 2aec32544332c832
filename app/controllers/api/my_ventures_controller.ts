import type { HttpContext } from '@adonisjs/core/http'
import type Venture from '#models/venture'
import VentureService from '#services/ventures/venture_service'
import { ownVentures, withCounts } from '#services/ventures/venture_reads'
import { createVentureFromRequest } from '#http/create_venture'
import { manageableVenture } from '#http/manageable_venture'
import { ventureValidator } from '#validators/venture'
import { ventureVisibilityValidator } from '#validators/venture_visibility'
import VentureVisibility from '#services/ventures/venture_visibility'
import VentureTransformer from '#transformers/venture_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/**
 * A builder's ventures over /api (001 §7): create, list own, edit and delete;
 * owner or admin only. The same use cases as the pages (my_ventures_controller.ts).
 */
export default class MyVenturesController {
  async index({ auth }: HttpContext) {
    const ventures = await ownVentures(auth.getUserOrFail().id)
    return {
      data: await apiSerializer.serialize(
        VentureTransformer.transform(ventures).useVariant('forOwner')
      ),
    }
  }

  async store(ctx: HttpContext) {
    const venture = await createVentureFromRequest(ctx)
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

  /** Private again (its units leave search) or public again (paid units return free). */
  async visibility(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const { is_public: isPublic } = await ctx.request.validateUsing(ventureVisibilityValidator)
    return this.#serialize(await new VentureVisibility().set(venture, isPublic))
  }

  /** The venture as its owner sees it, with the counts of all its units. */
  async #serialize(venture: Venture) {
    const [counted] = await withCounts([venture], false)
    return apiSerializer.serialize(VentureTransformer.transform(counted).useVariant('forOwner'))
  }
}
