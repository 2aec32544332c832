import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Role } from '#rules/roles'
import { isoOf } from '#services/db/sql_time'
import { dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

export type AdminUserRow = {
  id: number
  name: string
  email: string
  phone: string
  role: Role
  credits: number
  created_at: unknown
  deleted_at: unknown
}

/** A user in the admin panel's Users tab (001 §2): an admin needs the contact details. */
export default class AdminUserTransformer extends BaseTransformer<AdminUserRow> {
  toObject() {
    const user = this.resource
    return {
      id: Number(user.id),
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      credits: Number(user.credits),
      created_at: isoOf(user.created_at)!,
      deleted_at: isoOf(user.deleted_at),
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const adminUserSchemas = {
  AdminUser: object({
    id: int,
    name: str,
    email: str,
    phone: str,
    role: str,
    credits: int,
    created_at: dateTime,
    deleted_at: nullable(dateTime),
  }),
}
