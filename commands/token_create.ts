import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Makes a personal access token for a user and prints it, once (issue 30):
 *
 *   node ace token:create --user=priya@example.in --name="CI import" --abilities=read,import --expires-in=90
 *
 * The token is the last line of the output, alone, so a script can keep it:
 * `TOKEN=$(node ace token:create ... | tail -n 1)`. The same rules as the
 * account page and POST /api/auth/tokens (`admin` only for admins).
 */
export default class TokenCreate extends BaseCommand {
  static commandName = 'token:create'
  static description = 'Create a personal /api access token for a user and print it once'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'E-mail address of the user', required: true })
  declare user: string

  @flags.string({ description: 'What the token is for, e.g. "laptop CLI"', required: true })
  declare name: string

  @flags.string({
    description: 'Comma-separated: read, listings, import, admin (admins only)',
    required: true,
  })
  declare abilities: string

  @flags.string({ description: 'Days until it expires, 1 to 365 (default: never)' })
  declare expiresIn?: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: AccessTokens } = await import('#services/accounts/access_tokens')
    const { createTokenValidator } = await import('#validators/access_tokens')
    const { DomainError } = await import('#exceptions/domain_error')
    const { errors } = await import('@vinejs/vine')
    const { default: i18n } = await import('@adonisjs/i18n/services/main')
    const t = i18n.locale(i18n.defaultLocale)

    const user = await User.query()
      .where('email', this.user.trim().toLowerCase())
      .whereNull('deleted_at')
      .first()
    if (!user) return this.#refuse([`no user with e-mail ${this.user}`])
    try {
      const input = await createTokenValidator.validate(
        {
          name: this.name,
          abilities: this.abilities.split(',').map((ability) => ability.trim()),
          expires_in_days: this.expiresIn,
        },
        { messagesProvider: t.createMessagesProvider('validator.shared') }
      )
      const created = await new AccessTokens().create(user, {
        name: input.name,
        abilities: input.abilities,
        expiresInDays: input.expires_in_days,
      })
      const expiry = created.token.expiresAt
        ? `expires ${created.token.expiresAt.toISOString().slice(0, 10)}`
        : 'never expires'
      this.logger.success(
        `Token ${created.token.identifier} "${input.name}" for ${user.email}: ` +
          `${created.abilities.join(', ')}; ${expiry}. It is shown only now:`
      )
      this.logger.log(created.token.value!.release())
    } catch (error) {
      if (error instanceof errors.E_VALIDATION_ERROR)
        return this.#refuse(
          (error.messages as { field: string; message: string }[]).map(
            ({ field, message }) => `${field}: ${message}`
          )
        )
      if (error instanceof DomainError) return this.#refuse([t.t(error.identifier, error.values)])
      throw error
    }
  }

  #refuse(problems: string[]) {
    for (const problem of problems) this.logger.error(problem)
    this.exitCode = 1
  }
}
