import type { HttpContext } from '@adonisjs/core/http'
import TowerService from '#services/ventures/tower_service'
import VentureUnits from '#services/ventures/venture_units'
import { findTower, findVenture } from '#services/ventures/venture_reads'
import { withVentureErrors } from '#http/venture_errors'
import { generateUnitsValidator, towerValidator } from '#validators/tower'
import TowerTransformer from '#transformers/tower_transformer'
import { apiSerializer } from '#http/api_serializer'

/** Towers of a venture (001 §7), and 'Generate units' on one; owner or admin only. */
export default class TowersController {
  async store(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const input = await ctx.request.validateUsing(towerValidator)
    const tower = await withVentureErrors(ctx, () => new TowerService().create(venture, input))
    ctx.response.status(201)
    return apiSerializer.serialize(TowerTransformer.transform(tower))
  }

  async update(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(towerValidator)
    await withVentureErrors(ctx, () => new TowerService().update(venture, tower, input))
    return apiSerializer.serialize(TowerTransformer.transform(tower))
  }

  async destroy(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    await withVentureErrors(ctx, () => new TowerService().remove(venture, tower))
    return ctx.response.noContent()
  }

  /** Floors × units per floor as free draft units (101, 102 …); `{created}` is how many were new. */
  async generate(ctx: HttpContext) {
    const venture = await this.#manageable(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(generateUnitsValidator)
    const created = await withVentureErrors(
      ctx,
      () => new VentureUnits().generate(venture, tower, input),
      'floors'
    )
    ctx.response.status(201)
    return { created }
  }

  async #manageable(ctx: HttpContext) {
    const venture = await findVenture(ctx.params.id)
    await ctx.bouncer.with('VenturePolicy').authorize('manage', venture)
    return venture
  }
}
