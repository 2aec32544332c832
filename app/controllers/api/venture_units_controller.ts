import type { HttpContext } from '@adonisjs/core/http'
import VentureUnits from '#services/ventures/venture_units'
import PublishUnits from '#services/ventures/publish_units'
import { findUnit, unitsOf } from '#services/ventures/venture_reads'
import { manageableVenture } from '#http/manageable_venture'
import { publishUnitsValidator, ventureUnitValidator } from '#validators/venture_unit'
import { ventureUnitsQueryValidator } from '#validators/venture'
import VentureUnitTransformer from '#transformers/venture_unit_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/**
 * A venture's units (001 §7): add, edit, delete, and publish many at once
 * (1 credit each, all or nothing; 402 when short). Owner or admin only. The
 * same use cases as the builder page (venture_parts_controller.ts).
 */
export default class VentureUnitsController {
  /** Every unit of the venture, drafts included (the builder's list). */
  async index(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const filters = await ctx.request.validateUsing(ventureUnitsQueryValidator, {
      data: ctx.request.qs(),
    })
    const units = await unitsOf(venture, filters, false)
    return {
      data: await apiSerializer.serialize(
        VentureUnitTransformer.transform(units).useVariant('forOwner')
      ),
    }
  }

  async store(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    const unit = await new VentureUnits().create(venture, input)
    ctx.response.status(201)
    return apiSerializer.serialize(VentureUnitTransformer.transform(unit).useVariant('forOwner'))
  }

  async update(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    await new VentureUnits().update(venture, unit, input)
    return apiSerializer.serialize(VentureUnitTransformer.transform(unit).useVariant('forOwner'))
  }

  async destroy(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    await new VentureUnits().remove(venture, unit)
    return ctx.response.noContent()
  }

  /** `{unit_ids}` or every draft and expired unit: `{published, credits_charged}`. */
  async publish(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const { unit_ids: unitIds } = await ctx.request.validateUsing(publishUnitsValidator)
    const result = await new PublishUnits().handle(venture, unitIds)
    return { published: result.published, credits_charged: result.creditsCharged }
  }
}
