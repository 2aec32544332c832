import type { HttpContext } from '@adonisjs/core/http'
import type Venture from '#models/venture'
import VentureService from '#services/ventures/venture_service'
import { ventureValidator } from '#validators/venture'

/**
 * The signed-in user's new venture from the request (001 §7 POST /api/ventures
 * and the Create Venture page): the body validated, then VentureService.create
 * for the visitor's market. Each controller answers in its own way.
 */
export async function createVentureFromRequest(ctx: HttpContext): Promise<Venture> {
  const input = await ctx.request.validateUsing(ventureValidator)
  return new VentureService().create(ctx.auth.getUserOrFail(), input, ctx.market.country.code)
}
