import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

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
