import type { HttpContext } from '@adonisjs/core/http'
import TowerService from '#services/ventures/tower_service'
import VentureUnits from '#services/ventures/venture_units'
import { findTower, findUnit, findVenture } from '#services/ventures/venture_reads'
import { withVentureErrors } from '#http/venture_errors'
import { generateUnitsValidator, towerValidator } from '#validators/tower'
import { publishUnitsValidator, ventureUnitValidator } from '#validators/venture_unit'

/**
 * The Venture Builder's writes (001 §2): towers, units, 'Generate units' and
 * publishing units for credits. Owner or admin only; each answers by going
 * back to the builder with a toast, or with the form's errors.
 */
export default class VenturePartsController {
  async storeTower(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const input = await ctx.request.validateUsing(towerValidator)
    await withVentureErrors(ctx, () => new TowerService().create(venture, input))
    return this.#back(ctx, 'ventures.flash.tower_saved')
  }

  async updateTower(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(towerValidator)
    await withVentureErrors(ctx, () => new TowerService().update(venture, tower, input))
    return this.#back(ctx, 'ventures.flash.tower_saved')
  }

  async destroyTower(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    await withVentureErrors(ctx, () => new TowerService().remove(venture, tower))
    return this.#back(ctx, 'ventures.flash.tower_deleted')
  }

  async generateUnits(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(generateUnitsValidator)
    const created = await withVentureErrors(
      ctx,
      () => new VentureUnits().generate(venture, tower, input),
      'floors'
    )
    ctx.session.flash('success', ctx.i18n.t('ventures.flash.units_generated', { count: created }))
    return ctx.response.redirect().back()
  }

  async storeUnit(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    await withVentureErrors(ctx, () => new VentureUnits().create(venture, input))
    return this.#back(ctx, 'ventures.flash.unit_saved')
  }

  async updateUnit(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    const input = await ctx.request.validateUsing(ventureUnitValidator)
    await withVentureErrors(ctx, () => new VentureUnits().update(venture, unit, input))
    return this.#back(ctx, 'ventures.flash.unit_saved')
  }

  /** 001 §8: 'Unit deleted successfully'. */
  async destroyUnit(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const unit = await findUnit(venture, ctx.params.unitId)
    await withVentureErrors(ctx, () => new VentureUnits().remove(venture, unit))
    return this.#back(ctx, 'ventures.flash.unit_deleted')
  }

  async publishUnits(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const { unit_ids: unitIds } = await ctx.request.validateUsing(publishUnitsValidator)
    const { published, creditsCharged } = await withVentureErrors(ctx, () =>
      new VentureUnits().publish(venture, unitIds)
    )
    ctx.session.flash(
      'success',
      ctx.i18n.t('ventures.flash.units_published', { count: published, credits: creditsCharged })
    )
    return ctx.response.redirect().back()
  }

  #back(ctx: HttpContext, message: string) {
    ctx.session.flash('success', ctx.i18n.t(message))
    return ctx.response.redirect().back()
  }

  async #manageable(ctx: HttpContext) {
    const venture = await findVenture(ctx.params.id)
    await ctx.bouncer.with('VenturePolicy').authorize('manage', venture)
    return venture
  }
}
