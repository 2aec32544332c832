import type { HttpContext } from '@adonisjs/core/http'
import VentureService from '#services/ventures/venture_service'
import { findVenture, ownVentures, withCounts } from '#services/ventures/venture_reads'
import { withVentureErrors } from '#http/venture_errors'
import { ventureValidator } from '#validators/venture'
import VentureTransformer from '#transformers/venture_transformer'
import { apiSerializer } from '#http/api_serializer'
import ListingAdmin from '#services/admin/listing_admin'
import { actorOf } from '#services/audit/audit_trail'

/** A builder's ventures over /api (001 §7): create, list own, edit and delete; owner or admin only. */
export default class MyVenturesController {
  async index({ auth }: HttpContext) {
    return apiSerializer.serialize(
      VentureTransformer.transform(await ownVentures(auth.getUserOrFail().id)).useVariant(
        'forOwner'
      )
    )
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(ventureValidator)
    const venture = await withVentureErrors(ctx, () =>
      new VentureService().create(ctx.auth.getUserOrFail(), input, ctx.market.country.code)
    )
    ctx.response.status(201)
    const [counted] = await withCounts([venture], false)
    return apiSerializer.serialize(VentureTransformer.transform(counted).useVariant('forOwner'))
  }

  async update(ctx: HttpContext) {
    const venture = await findVenture(ctx.params.id)
    await ctx.bouncer.with('VenturePolicy').authorize('manage', venture)
    const input = await ctx.request.validateUsing(ventureValidator)
    await withVentureErrors(ctx, () =>
      new VentureService().update(venture, input, ctx.auth.getUserOrFail())
    )
    const [counted] = await withCounts([venture], false)
    return apiSerializer.serialize(VentureTransformer.transform(counted).useVariant('forOwner'))
  }

  async destroy(ctx: HttpContext) {
    const venture = await findVenture(ctx.params.id)
    await ctx.bouncer.with('VenturePolicy').authorize('manage', venture)
    const user = ctx.auth.getUserOrFail()
    // An admin removing someone else's venture is an admin change: audited (and restorable from the panel).
    if (user.id !== venture.ownerId)
      await new ListingAdmin().removeVenture(actorOf(user), venture.id)
    else await withVentureErrors(ctx, () => new VentureService().remove(venture))
    return ctx.response.noContent()
  }
}
