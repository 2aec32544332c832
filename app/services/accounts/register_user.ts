import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { recordAudit, type Actor } from '#services/audit/audit_trail'
import { uniqueAgentCode } from '#services/accounts/agent_code'
import type { Role } from '#rules/roles'

export type RegisterUserInput = {
  name: string
  email: string
  phone?: string
  password: string
  country_code?: string
  referred_by?: string
}

/**
 * Creates an account. Used by the browser form, /api and `node ace user:create`.
 * The role defaults to customer; only trusted callers (the CLI, admins) pass
 * another one.
 */
export default class RegisterUser {
  async handle(
    input: RegisterUserInput,
    options: { role?: Role; locale?: string; actor?: Actor } = {}
  ) {
    const referrer = input.referred_by
      ? await User.query().where('agent_code', input.referred_by).select('id').first()
      : null

    // Read before any transaction: SQLite has one connection, which the transaction would hold.
    const agentCode = await uniqueAgentCode()
    const actor = options.actor
    if (!actor) return this.#create(input, options, referrer?.id ?? null, agentCode)
    // Accounts an operator creates (any role, admins included) are audited with the account in one transaction.
    return db.transaction(async (trx) => {
      const user = await this.#create(input, options, referrer?.id ?? null, agentCode, trx)
      await recordAudit(trx, actor, {
        action: 'user.create',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.email,
        after: { role: user.role },
      })
      return user
    })
  }

  async #create(
    input: RegisterUserInput,
    options: { role?: Role; locale?: string },
    referredById: number | null,
    agentCode: string,
    client?: TransactionClientContract
  ) {
    return User.create(
      {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone ?? '',
        countryCode: input.country_code ?? 'IN',
        password: input.password,
        role: options.role ?? 'customer',
        agentCode,
        referredById,
        credits: 0,
        walletBalancePaise: 0,
        locale: options.locale ?? null,
      },
      client ? { client } : undefined
    )
  }
}
