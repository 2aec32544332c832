/*
|--------------------------------------------------------------------------
| Abilities
|--------------------------------------------------------------------------
|
| Role gates of 000 §6 that do not belong to one model. Model rules live in
| app/policies, one policy per model.
|
*/
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import { canUseDashboard, isAdmin } from '#rules/roles'

/** Leads dashboard and lead status changes: every signed-in account, for its own leads (issue 27). */
export const useDashboard = Bouncer.ability((user: User) => canUseDashboard(user.role))

/** Admin panel. */
export const useAdminPanel = Bouncer.ability((user: User) => isAdmin(user.role))
