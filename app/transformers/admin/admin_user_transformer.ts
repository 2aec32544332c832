import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type { Role } from '#rules/roles'
import { isoOf } from '#services/db/sql_time'
import { dateTime, extend, nullable, pick } from '#transformers/schemas/json_schema'
import { userSchemas } from '#transformers/user_transformer'

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
  /** A user model as a row of the table (the answer of a role change or a restore). */
  static ofUser(user: User) {
    const { id, name, email, phone, role, credits } = user
    return this.transform({
      ...{ id, name, email, phone, role, credits },
      created_at: user.createdAt.toJSDate(),
      deleted_at: user.deletedAt?.toJSDate() ?? null,
    })
  }

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

const ROW_KEYS = ['id', 'name', 'email', 'phone', 'role', 'credits', 'created_at']

/** Response shapes of this transformer: the user's own fields an admin sees, and whether deleted. */
export const adminUserSchemas = {
  AdminUser: extend(pick(userSchemas.User, ROW_KEYS), { deleted_at: nullable(dateTime) }),
}
