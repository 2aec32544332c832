import type { HttpContext } from '@adonisjs/core/http'

/**
 * Who may open a screen (000 §6, 001 §6), enforced on the server:
 * - `signedIn`: signed-out visitors get the screen's 'Please Login' message (401);
 * - `signedInOrHome`: signed-out visitors are sent to / (bulk upload, My Ventures);
 * - `dashboard`: partners, agents and admins; others get 'Access Denied' (403);
 * - `admin`: admins; others get 'Admin Access Only' (403).
 */
export type PageGate =
  | { kind: 'public' }
  | { kind: 'signedIn'; loginMessage: string }
  | { kind: 'signedInOrHome' }
  | { kind: 'dashboard' }
  | { kind: 'admin' }

/** Screens limited to some roles, with the ability that decides and the denial text. */
const ROLE_GATES = {
  dashboard: {
    ability: 'useDashboard',
    title: 'pages.gate.dashboard_denied_title',
    message: 'pages.gate.dashboard_denied',
  },
  admin: {
    ability: 'useAdminPanel',
    title: 'pages.gate.admin_denied_title',
    message: 'pages.gate.admin_denied',
  },
} as const

/**
 * Returns the response that replaces the screen when the visitor may not see
 * it, or null when they may.
 */
export async function denyUnlessAllowed(ctx: HttpContext, gate: PageGate) {
  const { auth, bouncer, inertia, response } = ctx
  if (gate.kind === 'public') return null

  const user = auth.user
  if (!user) {
    if (gate.kind === 'signedInOrHome') return response.redirect().toRoute('home')
    const message = gate.kind === 'signedIn' ? gate.loginMessage : 'pages.gate.generic_login'
    response.status(401)
    return inertia.render('errors/access_denied', {
      reason: 'login',
      title: 'pages.gate.login_title',
      message,
    })
  }

  const rule = ROLE_GATES[gate.kind as keyof typeof ROLE_GATES]
  if (rule && (await bouncer.denies(rule.ability))) {
    response.status(403)
    return inertia.render('errors/access_denied', {
      reason: 'role',
      title: rule.title,
      message: rule.message,
    })
  }
  return null
}
