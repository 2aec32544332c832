import type { HttpContext } from '@adonisjs/core/http'
import { denyUnlessAllowed, type PageGate } from '#services/access/page_gate'

/**
 * Screens that later issues build. Each already has its route, its access
 * rule and an honest 'coming soon' message, so the shell's links all work.
 */
export const COMING_SOON: Record<string, { feature: string; gate: PageGate }> = {
  'dashboard': { feature: 'dashboard', gate: { kind: 'dashboard' } },
  'admin': { feature: 'admin', gate: { kind: 'admin' } },
}

export default class ComingSoonController {
  async show(ctx: HttpContext) {
    const screen = COMING_SOON[ctx.route?.name ?? '']
    if (!screen) return ctx.response.notFound()
    const denial = await denyUnlessAllowed(ctx, screen.gate)
    if (denial) return denial
    return ctx.inertia.render('coming_soon', { feature: screen.feature })
  }
}
