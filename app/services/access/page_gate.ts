import { Bouncer } from '@adonisjs/bouncer'
import * as abilities from '#abilities/main'
import type User from '#models/user'

/**
 * Who may open a screen (000 §6, 001 §6), enforced on the server:
 * - `signedIn`: signed-out visitors get the screen's 'Please Login' message (401);
 * - `signedInOrHome`: signed-out visitors are sent to / (bulk upload, My Ventures);
 * - `dashboard`: every role (issue 27; the ability decides, 'Access Denied' (403) if it refuses);
 * - `admin`: admins; others get 'Admin Access Only' (403).
 */
export type PageGate =
  | { kind: 'public' }
  | { kind: 'signedIn'; loginMessage: string }
  | { kind: 'signedInOrHome' }
  | { kind: 'dashboard' }
  | { kind: 'admin' }

/**
 * What replaces a screen its visitor may not see: the home page, or the
 * access-denied screen with its reason and message keys (401 for a
 * signed-out visitor, 403 for a role that may not).
 */
export type PageRefusal =
  | { kind: 'home' }
  | { kind: 'denied'; status: 401 | 403; reason: 'login' | 'role'; title: string; message: string }

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
 * Why `user` (undefined when signed out) may not open a screen behind
 * `gate`, or null when they may. The roles are those of the Bouncer
 * abilities, so the page gate and `bouncer.authorize` never disagree.
 */
export async function pageRefusal(
  user: User | undefined,
  gate: PageGate
): Promise<PageRefusal | null> {
  if (gate.kind === 'public') return null

  if (!user) {
    if (gate.kind === 'signedInOrHome') return { kind: 'home' }
    return {
      kind: 'denied',
      status: 401,
      reason: 'login',
      title: 'pages.gate.login_title',
      message: gate.kind === 'signedIn' ? gate.loginMessage : 'pages.gate.generic_login',
    }
  }

  const rule = ROLE_GATES[gate.kind as keyof typeof ROLE_GATES]
  if (rule && (await new Bouncer(user, abilities).denies(rule.ability))) {
    return { kind: 'denied', status: 403, reason: 'role', title: rule.title, message: rule.message }
  }
  return null
}
