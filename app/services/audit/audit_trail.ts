import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#services/db/sql_time'

/**
 * Who made a change: a signed-in admin (the user, as the use case receives
 * it), the command line, or the system itself (a purchase's credits, a
 * referral commission).
 */
export type Actor = { id: number | null; label: string } | { id: number; email: string }

export const COMMAND_LINE: Actor = { id: null, label: 'cli' }
export const SYSTEM: Actor = { id: null, label: 'system' }

export function actorOf(user: { id: number; email: string }): Actor {
  return { id: user.id, label: user.email }
}

/** The name an audit row gives its actor: the user's e-mail, or 'cli' / 'system'. */
function labelOf(actor: Actor): string {
  return 'label' in actor ? actor.label : actor.email
}

export type AuditEntry = {
  action: string
  targetType:
    | 'user'
    | 'property'
    | 'venture'
    | 'booking'
    | 'property_type'
    | 'amenity'
    | 'location'
    | 'credits'
  targetId: number | null
  targetLabel?: string | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/**
 * Appends one row to the audit log. Always called with the transaction of
 * the change it describes: both are written, or neither.
 */
export async function recordAudit(client: QueryClientContract, actor: Actor, entry: AuditEntry) {
  await client.table('audit_logs').insert({
    actor_id: actor.id,
    actor_label: labelOf(actor).slice(0, 255),
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    target_label: entry.targetLabel?.slice(0, 255) ?? null,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    created_at: sqlTime(),
  })
}
