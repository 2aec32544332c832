import type { HttpContext } from '@adonisjs/core/http'
import TowerService from '#services/ventures/tower_service'
import VentureUnits from '#services/ventures/venture_units'
import GenerateUnits from '#services/ventures/generate_units'
import PublishUnits from '#services/ventures/publish_units'
import { findTower, findUnit } from '#services/ventures/venture_reads'
import { manageableVenture } from '#http/manageable_venture'
import { generateUnitsValidator, towerValidator } from '#validators/tower'
import { publishUnitsValidator, ventureUnitValidator } from '#validators/venture_unit'

/**
 * The Venture Builder's writes (001 §2): towers, units, 'Generate units' and
 * publishing units for credits; the same use cases as /api
 * (api/towers_controller.ts, api/venture_units_controller.ts). Owner or admin
 * only; each answers by going back to the builder with a toast. Refusals are
 * the form's errors (DomainError, rendered by the exception handler).
 */
export default class VenturePartsController {
  async storeTower(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const input = await ctx.request.validateUsing(towerValidator)
    await new TowerService().create(venture, input)
    return this.#back(ctx, 'ventures.flash.tower_saved')
  }

  async updateTower(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(towerValidator)
    await new TowerService().update(venture, tower, input)
    return this.#back(ctx, 'ventures.flash.tower_saved')
  }

  async destroyTower(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    await new TowerService().remove(venture, tower)
    return this.#back(ctx, 'ventures.flash.tower_deleted')
  }

  async generateUnits(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(generateUnitsValidator)
    const created = await new GenerateUnits().handle(venture, tower, input)
    return this.#back(ctx, 'ventures.flash.units_generated', { count: created })
  }

  async storeUnit(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    await new VentureUnits().create(venture, input)
    return this.#back(ctx, 'ventures.flash.unit_saved')
  }

  async updateUnit(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    await new VentureUnits().update(venture, unit, input)
    return this.#back(ctx, 'ventures.flash.unit_saved')
  }

  /** 001 §8: 'Unit deleted successfully'. */
  async destroyUnit(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    await new VentureUnits().remove(venture, unit)
    return this.#back(ctx, 'ventures.flash.unit_deleted')
  }

  async publishUnits(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const { unit_ids: unitIds } = await ctx.request.validateUsing(publishUnitsValidator)
    const { published, creditsCharged } = await new PublishUnits().handle(venture, unitIds)
    return this.#back(ctx, 'ventures.flash.units_published', {
      count: published,
      credits: creditsCharged,
    })
  }

  #back(ctx: HttpContext, message: string, values?: Record<string, unknown>) {
    ctx.session.flash('success', ctx.i18n.t(message, values))
    return ctx.response.redirect().back()
  }
}
