import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { errors as vineErrors } from '@vinejs/vine'
import { ROLES, type Role } from '#rules/roles'

/**
 * Creates any user, an admin included. Missing values are asked for when a
 * person runs it in a terminal; in scripts pass everything as flags.
 *
 *   node ace user:create admin@example.com --name="Site Admin" --password=... --role=admin
 */
export default class UserCreate extends BaseCommand {
  static commandName = 'user:create'
  static description = 'Create a user (any role, admins included)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'E-mail address', required: false })
  declare email?: string

  @flags.string({ description: 'Full name' })
  declare name?: string

  @flags.string({ description: 'Password (at least 6 characters, a letter and a number)' })
  declare password?: string

  @flags.string({ description: `Role: ${ROLES.join(', ')}`, default: 'customer' })
  declare role: string

  @flags.string({ description: 'Phone number (optional)' })
  declare phone?: string

  @flags.string({ description: "Phone's country code, e.g. IN or US (default IN)" })
  declare country?: string

  async run() {
    const interactive = process.stdin.isTTY
    const ask = async (value: string | undefined, question: string, secret = false) => {
      if (value || !interactive) return value ?? ''
      return secret ? this.prompt.secure(question) : this.prompt.ask(question)
    }

    const input = {
      email: await ask(this.email, 'E-mail address'),
      name: await ask(this.name, 'Full name'),
      password: await ask(this.password, 'Password', true),
      role: this.role,
      phone: this.phone,
      country_code: this.country,
    }

    const { createUserValidator } = await import('#validators/auth')
    const { default: RegisterUser } = await import('#services/accounts/register_user')
    const { default: i18n } = await import('@adonisjs/i18n/services/main')
    const messagesProvider = i18n
      .locale(i18n.defaultLocale)
      .createMessagesProvider('validator.shared')
    try {
      const data = await createUserValidator.validate(input, { messagesProvider })
      const { COMMAND_LINE } = await import('#services/audit/audit_trail')
      const user = await new RegisterUser().handle(data, {
        role: data.role as Role,
        actor: COMMAND_LINE,
      })
      this.logger.success(
        `Created ${user.role} ${user.email} (id ${user.id}, agent code ${user.agentCode})`
      )
    } catch (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      for (const { field, message } of error.messages as { field: string; message: string }[]) {
        this.logger.error(`${field}: ${message}`)
      }
      this.exitCode = 1
    }
  }
}
