import type { HttpContext } from '@adonisjs/core/http'
import VentureUnits from '#services/ventures/venture_units'
import { findUnit, findVenture, unitsOf } from '#services/ventures/venture_reads'
import { withVentureErrors } from '#http/venture_errors'
import { publishUnitsValidator, ventureUnitValidator } from '#validators/venture_unit'
import { ventureUnitsQueryValidator } from '#validators/venture'
import VentureUnitTransformer from '#transformers/venture_unit_transformer'
import { apiSerializer } from '#http/api_serializer'

/**
 * A venture's units (001 §7): add, edit, delete, and publish many at once
 * (1 credit each, all or nothing; 402 when short). Owner or admin only.
 */
export default class VentureUnitsController {
  /** Every unit of the venture, drafts included (the builder's list). */
  async index(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const filters = await ctx.request.validateUsing(ventureUnitsQueryValidator, {
      data: ctx.request.qs(),
    })
    return apiSerializer.serialize(
      VentureUnitTransformer.transform(await unitsOf(venture, filters, false)).useVariant(
        'forOwner'
      )
    )
  }

  async store(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    const unit = await withVentureErrors(ctx, () => new VentureUnits().create(venture, input))
    ctx.response.status(201)
    return apiSerializer.serialize(VentureUnitTransformer.transform(unit).useVariant('forOwner'))
  }

  async update(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    await withVentureErrors(ctx, () => new VentureUnits().update(venture, unit, input))
    return apiSerializer.serialize(VentureUnitTransformer.transform(unit).useVariant('forOwner'))
  }

  async destroy(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    await withVentureErrors(ctx, () => new VentureUnits().remove(venture, unit))
    return ctx.response.noContent()
  }

  /** `{unit_ids}` or every draft and expired unit: `{published, credits_charged}`. */
  async publish(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const { unit_ids: unitIds } = await ctx.request.validateUsing(publishUnitsValidator)
    const result = await withVentureErrors(ctx, () => new VentureUnits().publish(venture, unitIds))
    return { published: result.published, credits_charged: result.creditsCharged }
  }

  async #manageable(ctx: HttpContext) {
    const venture = await findVenture(ctx.params.id)
    await ctx.bouncer.with('VenturePolicy').authorize('manage', venture)
    return venture
  }
}
