import type { HttpContext } from '@adonisjs/core/http'
import { pageRefusal, type PageGate } from '#services/access/page_gate'

/**
 * The response that replaces the screen when the signed-in visitor (or the
 * signed-out one) may not see it, or null when they may: a redirect home,
 * or the access-denied screen with its status.
 */
export async function denyUnlessAllowed(ctx: HttpContext, gate: PageGate) {
  const refusal = await pageRefusal(ctx.auth.user, gate)
  if (!refusal) return null
  if (refusal.kind === 'home') return ctx.response.redirect().toRoute('home')
  ctx.response.status(refusal.status)
  return ctx.inertia.render('errors/access_denied', {
    reason: refusal.reason,
    title: refusal.title,
    message: refusal.message,
  })
}
