import User from '#models/user'
import { uniqueAgentCode } from '#services/accounts/agent_code'
import type { Role } from '#shared/roles'

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
  async handle(input: RegisterUserInput, options: { role?: Role; locale?: string } = {}) {
    const referrer = input.referred_by
      ? await User.query().where('agent_code', input.referred_by).select('id').first()
      : null

    return User.create({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? '',
      countryCode: input.country_code ?? 'IN',
      password: input.password,
      role: options.role ?? 'customer',
      agentCode: await uniqueAgentCode(),
      referredById: referrer?.id ?? null,
      credits: 0,
      walletBalancePaise: 0,
      locale: options.locale ?? null,
    })
  }
}
