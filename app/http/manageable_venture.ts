import type { HttpContext } from '@adonisjs/core/http'
import type Venture from '#models/venture'
import { findVenture } from '#services/ventures/venture_reads'

/**
 * The venture of the route's `:id` that the signed-in user may manage
 * (VenturePolicy): its builder page and every write to it, on pages and
 * /api. 404 when unknown or deleted, 403 when someone else's.
 */
export async function manageableVenture({ params, bouncer }: HttpContext): Promise<Venture> {
  const venture = await findVenture(params.id)
  await bouncer.with('VenturePolicy').authorize('manage', venture)
  return venture
}
