import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'
import {
  object,
  str,
  int,
  dateTime,
  nullable,
  withExample,
} from '#transformers/schemas/json_schema'

export default class UserTransformer extends BaseTransformer<User> {
  /** The user as /api clients and the shell see them (000 §3 User). */
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      credits: user.credits ?? 0,
      agent_code: user.agentCode,
      created_at: user.createdAt.toISO(),
    }
  }

  /** A listing owner's contact, for the viewers who asked for it (issue 10). */
  forContact() {
    return this.pick(this.resource, ['name', 'phone', 'email'])
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const userSchemas = {
  User: withExample(
    object({
      id: int,
      name: str,
      email: str,
      phone: str,
      role: str,
      credits: int,
      agent_code: nullable(str),
      created_at: dateTime,
    }),
    {
      id: 42,
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '+919876543210',
      role: 'customer',
      credits: 3,
      agent_code: 'DH7Q2K',
      created_at: '2026-11-02T09:30:00.000+05:30',
    }
  ),
  OwnerContact: object({ name: str, phone: str, email: str }),
}
