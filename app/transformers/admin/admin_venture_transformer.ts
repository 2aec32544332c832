import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoOf } from '#services/db/sql_time'
import { bool, dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

export type AdminVentureRow = {
  id: number
  name: string
  builder_name: string
  location: string
  total_units: number
  unit_total?: number
  unit_available?: number
  is_public: unknown
  created_at: unknown
  deleted_at: unknown
}

/** A venture in the Ventures tab (001 §2 / §3 admin list: id, name, builder_name, location, total_units, available_units). */
export default class AdminVentureTransformer extends BaseTransformer<AdminVentureRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      name: row.name,
      builder_name: row.builder_name,
      location: row.location,
      total_units: Number(row.total_units),
      available_units: Number(row.unit_available ?? 0),
      is_public: Boolean(row.is_public),
      created_at: isoOf(row.created_at)!,
      deleted_at: isoOf(row.deleted_at),
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const adminVentureSchemas = {
  AdminVenture: object({
    id: int,
    name: str,
    builder_name: str,
    location: str,
    total_units: int,
    available_units: int,
    is_public: bool,
    created_at: dateTime,
    deleted_at: nullable(dateTime),
  }),
}
