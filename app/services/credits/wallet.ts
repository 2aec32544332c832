import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import WalletTransaction from '#models/wallet_transaction'
import CreditPackage from '#models/credit_package'

export type WalletSummary = {
  credits: number
  wallet_balance: number
  total_referrals: number
  agent_code: string
}

/** The Wallet of 001 §3 and the lists the credits page shows. */
export default class Wallet {
  /** credits, wallet_balance (paise), total_referrals, agent_code — read fresh from the database. */
  async summary(user: User): Promise<WalletSummary> {
    const row = await db
      .from('users')
      .where('id', user.id)
      .select('credits', 'wallet_balance_paise', 'agent_code')
      .firstOrFail()
    const referrals = await db
      .from('users')
      .where('referred_by_id', user.id)
      .count('* as total')
      .first()
    return {
      credits: Number(row.credits),
      wallet_balance: Number(row.wallet_balance_paise),
      total_referrals: Number(referrals?.total ?? 0),
      agent_code: String(row.agent_code),
    }
  }

  /** Newest first: purchases, bookings and commissions. */
  async transactions(user: User, limit = 50) {
    return WalletTransaction.query().where('user_id', user.id).orderBy('id', 'desc').limit(limit)
  }

  /** A country's active packages, in display order. */
  async packages(countryCode: string) {
    return CreditPackage.query()
      .where('country_code', countryCode)
      .where('active', true)
      .orderBy('display_order')
      .orderBy('id')
  }
}
