import { randomUUID } from 'node:crypto'
import User from '#models/user'
import CreditLedger from '#services/credits/credit_ledger'
import { actorOf } from '#services/audit/audit_trail'
import { NoAccountWithEmailError } from '#services/admin/admin_errors'

export type CreditGrantInput = { email: string; amount: number; reason: string }

export type CreditGrantResult = { user: User; amount: number; balance: number; reason: string }

/**
 * An admin grants credits to an account by e-mail (POST /api/admin/credits/grants,
 * the CLI's `credits grant`): the ledger's grant, in one transaction with its
 * `credits.grant` audit row naming the admin, as `node ace credits:grant`
 * records the command line. Each call is one grant (its own reference).
 */
export default class AdminCreditGrant {
  async handle(admin: User, input: CreditGrantInput): Promise<CreditGrantResult> {
    const user = await User.query().where('email', input.email).whereNull('deleted_at').first()
    if (!user) throw new NoAccountWithEmailError(input.email)
    const reference = randomUUID()
    const { balance } = await new CreditLedger().grant(user, input.amount, {
      reason: input.reason,
      reference: `admin:${reference}`,
      idempotencyKey: `admin_grant:user:${user.id}:${reference}`,
      actor: actorOf(admin),
    })
    return { user, amount: input.amount, balance, reason: input.reason }
  }
}
