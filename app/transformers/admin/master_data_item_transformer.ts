import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoOf } from '#services/db/sql_time'
import { bool, dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

export type MasterDataRow = {
  id: number
  name: string
  label: string
  category: string | null
  icon: string | null
  description: string | null
  display_order: number
  retired_at: unknown
  created_at: unknown
  level?: string
  parent_id?: number | null
  country_code?: string
}

/** A master data item (001 §3): id, name, label, category, description, icon, display_order, created_at; places add their level and parent. */
export default class MasterDataItemTransformer extends BaseTransformer<MasterDataRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      name: row.name,
      label: row.label,
      category: row.category,
      icon: row.icon,
      description: row.description,
      display_order: Number(row.display_order),
      retired: row.retired_at !== null && row.retired_at !== undefined,
      created_at: isoOf(row.created_at)!,
      level: row.level ?? null,
      parent_id:
        row.parent_id === undefined || row.parent_id === null ? null : Number(row.parent_id),
      country_code: row.country_code ?? null,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const masterDataItemSchemas = {
  MasterDataItem: object({
    id: int,
    name: str,
    label: nullable(str),
    category: nullable(str),
    icon: nullable(str),
    description: nullable(str),
    display_order: int,
    retired: bool,
    created_at: dateTime,
    level: nullable(str),
    parent_id: nullable(int),
    country_code: nullable(str),
  }),
}
