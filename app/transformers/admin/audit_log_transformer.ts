import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoOf } from '#services/db/sql_time'
import { anyValue, dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

export type AuditLogRow = {
  id: number
  actor_id: number | null
  actor_label: string
  action: string
  target_type: string
  target_id: number | null
  target_label: string | null
  before: string | null
  after: string | null
  created_at: unknown
}

const parsed = (text: string | null): Record<string, unknown> | null =>
  text ? JSON.parse(text) : null

/** One row of the audit log: who, what, when, before and after. */
export default class AuditLogTransformer extends BaseTransformer<AuditLogRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      actor_id: row.actor_id === null ? null : Number(row.actor_id),
      actor: row.actor_label,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id === null ? null : Number(row.target_id),
      target: row.target_label,
      before: parsed(row.before),
      after: parsed(row.after),
      created_at: isoOf(row.created_at)!,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const auditLogSchemas = {
  AuditLogEntry: object({
    id: int,
    actor_id: nullable(int),
    actor: str,
    action: str,
    target_type: str,
    target_id: nullable(int),
    target: nullable(str),
    before: anyValue,
    after: anyValue,
    created_at: dateTime,
  }),
}
