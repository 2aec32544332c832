/**
 * Roles and what they may reach (000 §6). Isomorphic: the server's policies
 * and the browser's menus read the same lists.
 */
export const ROLES = ['customer', 'partner', 'agent', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * Roles that get the leads dashboard: every account (issue 27). Anyone may
 * post listings and ventures, so anyone works the leads of their own;
 * admins see every lead (LeadDashboard).
 */
export const DASHBOARD_ROLES: readonly Role[] = ROLES

export function canUseDashboard(role: Role | null | undefined): boolean {
  return !!role && DASHBOARD_ROLES.includes(role)
}

export function isAdmin(role: Role | null | undefined): boolean {
  return role === 'admin'
}
