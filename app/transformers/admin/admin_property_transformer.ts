import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoOf } from '#services/db/sql_time'
import { dateTime, int, nullable, num, object, str } from '#transformers/schemas/json_schema'

export type AdminPropertyRow = {
  id: number
  owner_id: number
  title: string
  property_type: string
  price: number
  country_code: string
  location: string
  status: string
  listing_state: string
  venture_id: number | null
  created_at: unknown
  deleted_at: unknown
}

/** A listing in the Properties tab (001 §2): drafts, expired and deleted ones too. */
export default class AdminPropertyTransformer extends BaseTransformer<AdminPropertyRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      title: row.title,
      property_type: row.property_type,
      price: Number(row.price),
      country_code: row.country_code,
      location: row.location,
      status: row.status,
      listing_state: row.listing_state,
      venture_id: row.venture_id === null ? null : Number(row.venture_id),
      created_at: isoOf(row.created_at)!,
      deleted_at: isoOf(row.deleted_at),
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const adminPropertySchemas = {
  AdminProperty: object({
    id: int,
    title: str,
    property_type: str,
    price: num,
    country_code: str,
    location: str,
    status: str,
    listing_state: str,
    venture_id: nullable(int),
    created_at: dateTime,
    deleted_at: nullable(dateTime),
  }),
}
