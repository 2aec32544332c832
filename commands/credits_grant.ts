import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Grants credits to a user (admins, support, promotions):
 *
 *   node ace credits:grant priya@example.in 5 --reason=promo --expires-in=90d --reference=diwali-2026
 *
 * With the same --reference the grant is applied once, however often it runs.
 */
export default class CreditsGrant extends BaseCommand {
  static commandName = 'credits:grant'
  static description = 'Grant credits to a user (idempotent per --reference)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'E-mail address of the user' })
  declare email: string

  @args.string({ description: 'Number of credits (1 or more)' })
  declare credits: string

  @flags.string({ description: 'Why: e.g. promo, support, goodwill (default: grant)' })
  declare reason?: string

  @flags.string({
    description: 'Credits expire after this long: e.g. 90d, 12h, 2w (default: never)',
    alias: 'e',
  })
  declare expiresIn?: string

  @flags.string({ description: 'Your reference; the same reference never grants twice' })
  declare reference?: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: CreditLedger } = await import('#services/credits/credit_ledger')
    const { grantCreditsValidator } = await import('#validators/credits')
    const { errors } = await import('@vinejs/vine')
    const { DateTime } = await import('luxon')
    const { randomUUID } = await import('node:crypto')
    const { COMMAND_LINE } = await import('#services/audit/audit_trail')

    let input
    try {
      input = await grantCreditsValidator.validate({
        email: this.email,
        credits: this.credits,
        reason: this.reason,
        expires_in: this.expiresIn,
        reference: this.reference,
      })
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      return this.#refuse((error.messages as { message: string }[]).map(({ message }) => message))
    }
    const user = await User.findBy('email', input.email)
    if (!user) return this.#refuse([`no user with e-mail ${this.email}`])

    const reference = input.reference ?? randomUUID()
    const expiresAt = input.expires_in ? DateTime.now().plus(input.expires_in) : null
    const result = await new CreditLedger().grant(user, input.credits, {
      reason: input.reason ?? 'grant',
      reference: `cli:${reference}`,
      idempotencyKey: `cli_grant:user:${user.id}:${reference}`,
      expiresAt,
      actor: COMMAND_LINE,
    })
    if (!result.applied) {
      this.logger.info(
        `Already granted with reference ${reference}; nothing changed (balance ${result.balance})`
      )
      return
    }
    const expiry = expiresAt ? `, expiring ${expiresAt.toISODate()}` : ''
    this.logger.success(
      `Granted ${input.credits} credits to ${user.email}${expiry}; balance ${result.balance}`
    )
  }

  #refuse(problems: string[]) {
    for (const problem of problems) this.logger.error(problem)
    this.exitCode = 1
  }
}
