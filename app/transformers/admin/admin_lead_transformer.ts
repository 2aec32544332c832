import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoOf } from '#services/db/sql_time'
import { dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

export type AdminLeadRow = {
  id: number
  contact_name: string
  contact_phone: string
  contact_email: string | null
  message: string
  status: string
  source: string
  property_id: number | null
  venture_id: number | null
  created_at: unknown
}

/** A lead in the Leads tab (001 §2, read only). */
export default class AdminLeadTransformer extends BaseTransformer<AdminLeadRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      contact_name: row.contact_name,
      contact_phone: row.contact_phone,
      contact_email: row.contact_email,
      message: row.message,
      status: row.status,
      source: row.source,
      property_id: row.property_id === null ? null : Number(row.property_id),
      venture_id: row.venture_id === null ? null : Number(row.venture_id),
      created_at: isoOf(row.created_at)!,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const adminLeadSchemas = {
  AdminLead: object({
    id: int,
    contact_name: str,
    contact_phone: str,
    contact_email: nullable(str),
    message: str,
    status: str,
    source: str,
    property_id: nullable(int),
    venture_id: nullable(int),
    created_at: dateTime,
  }),
}
