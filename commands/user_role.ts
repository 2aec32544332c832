import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { ROLES, type Role } from '#rules/roles'

/**
 * Changes a user's role through the admin panel's own service, audited with
 * the command line as the actor:
 *
 *   node ace user:role priya@example.in agent
 */
export default class UserRole extends BaseCommand {
  static commandName = 'user:role'
  static description = `Change a user's role (${ROLES.join(', ')}); audited`
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'E-mail address of the user' })
  declare email: string

  @args.string({ description: `New role: ${ROLES.join(', ')}` })
  declare role: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: UserAdmin } = await import('#services/admin/user_admin')
    const { COMMAND_LINE } = await import('#services/audit/audit_trail')
    if (!ROLES.includes(this.role as Role))
      return this.#refuse(`role must be one of ${ROLES.join(', ')}`)
    const user = await User.query().where('email', this.email.trim().toLowerCase()).first()
    if (!user) return this.#refuse(`no user with e-mail ${this.email}`)
    const updated = await new UserAdmin().changeRole(COMMAND_LINE, user.id, this.role as Role)
    this.logger.success(`${updated.email} is now ${updated.role}`)
  }

  #refuse(problem: string) {
    this.logger.error(problem)
    this.exitCode = 1
  }
}
