import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** "90d", "12h", "2w" → a luxon duration object; null when the text is not one. */
export function parseDuration(text: string): { days?: number; hours?: number; weeks?: number } | null {
  const match = /^(\d{1,4})\s*([dhw])$/i.exec(text.trim())
  if (!match) return null
  const value = Number(match[1])
  if (value < 1) return null
  return { d: { days: value }, h: { hours: value }, w: { weeks: value } }[match[2].toLowerCase() as 'd' | 'h' | 'w']
}

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

  @flags.string({ description: 'Credits expire after this long: e.g. 90d, 12h, 2w (default: never)', alias: 'e' })
  declare expiresIn?: string

  @flags.string({ description: 'Your reference; the same reference never grants twice' })
  declare reference?: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: CreditLedger } = await import('#services/credits/credit_ledger')
    const { DateTime } = await import('luxon')
    const { randomUUID } = await import('node:crypto')

    const amount = Number(this.credits)
    const duration = this.expiresIn ? parseDuration(this.expiresIn) : null
    const problems = [
      !Number.isInteger(amount) || amount < 1 || amount > 100_000 ? 'credits must be a whole number from 1 to 100000' : null,
      this.expiresIn && !duration ? '--expires-in must look like 90d, 12h or 2w' : null,
      this.reference && this.reference.length > 100 ? '--reference must be at most 100 characters' : null,
      this.reason && !/^[a-z0-9_-]{1,40}$/i.test(this.reason) ? '--reason must be one word (letters, digits, _ or -)' : null,
    ].filter(Boolean)
    const user = await User.findBy('email', this.email.trim().toLowerCase())
    if (!user) problems.push(`no user with e-mail ${this.email}`)
    if (problems.length) {
      for (const problem of problems) this.logger.error(problem!)
      this.exitCode = 1
      return
    }

    const reference = this.reference ?? randomUUID()
    const result = await new CreditLedger().grant(user!, amount, {
      reason: this.reason ?? 'grant',
      reference: `cli:${reference}`,
      idempotencyKey: `cli_grant:user:${user!.id}:${reference}`,
      expiresAt: duration ? DateTime.now().plus(duration) : null,
    })
    if (!result.applied) {
      this.logger.info(`Already granted with reference ${reference}; nothing changed (balance ${result.balance})`)
      return
    }
    const expiry = duration ? `, expiring ${DateTime.now().plus(duration).toISODate()}` : ''
    this.logger.success(`Granted ${amount} credits to ${user!.email}${expiry}; balance ${result.balance}`)
  }
}
