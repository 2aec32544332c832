import type { HttpContext } from '@adonisjs/core/http'
import TowerService from '#services/ventures/tower_service'
import GenerateUnits from '#services/ventures/generate_units'
import { findTower } from '#services/ventures/venture_reads'
import { manageableVenture } from '#http/manageable_venture'
import { generateUnitsValidator, towerValidator } from '#validators/tower'
import TowerTransformer from '#transformers/tower_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/**
 * Towers of a venture (001 §7), and 'Generate units' on one; owner or admin
 * only. The same use cases as the builder page (venture_parts_controller.ts).
 */
export default class TowersController {
  async store(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const input = await ctx.request.validateUsing(towerValidator)
    const tower = await new TowerService().create(venture, input)
    ctx.response.status(201)
    return apiSerializer.serialize(TowerTransformer.transform(tower))
  }

  async update(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(towerValidator)
    await new TowerService().update(venture, tower, input)
    return apiSerializer.serialize(TowerTransformer.transform(tower))
  }

  async destroy(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    await new TowerService().remove(venture, tower)
    return ctx.response.noContent()
  }

  /** Floors × units per floor as free draft units (101, 102 …); `{created}` is how many were new. */
  async generate(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const tower = await findTower(venture, ctx.params.towerId)
    const input = await ctx.request.validateUsing(generateUnitsValidator)
    const created = await new GenerateUnits().handle(venture, tower, input)
    ctx.response.status(201)
    return { created }
  }
}
