import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Role } from '#rules/roles'
import type User from '#models/user'
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

/** A user model as the row the admin table reads (the model serializes its keys in camelCase). */
export function adminUserRow(user: User): AdminUserRow {
  const { id, name, email, phone, role, credits, createdAt, deletedAt } = user
  const dates = { created_at: createdAt?.toISO() ?? null, deleted_at: deletedAt?.toISO() ?? null }
  return { id, name, email, phone, role, credits, ...dates }
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
