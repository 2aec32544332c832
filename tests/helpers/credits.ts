import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Payment from '#models/payment'
import WalletTransaction from '#models/wallet_transaction'
import CreditLedger from '#services/credits/credit_ledger'
import CreditPackagesSeeder from '#database/seeders/main/credit_packages_seeder'
import { UserFactory } from '#database/factories/user_factory'

export async function seedPackages() {
  await new CreditPackagesSeeder(db.connection()).run()
}

/** An agent and a buyer who registered with the agent's code. */
export async function agentAndBuyer(buyer: Partial<User> = {}) {
  const agent = await UserFactory.apply('agent').create()
  const customer = await UserFactory.merge({ referredById: agent.id, ...buyer }).create()
  return { agent, buyer: customer }
}

/** Everything the exactly-once tests count. */
export async function moneyState(buyerId: number, agentId?: number) {
  const buyer = await User.findOrFail(buyerId)
  const agent = agentId ? await User.findOrFail(agentId) : null
  const ledgerSum = await new CreditLedger().ledgerSum(buyerId)
  const purchases = await db
    .from('credit_ledger')
    .where('user_id', buyerId)
    .where('reason', 'purchase')
    .count('* as n')
    .first()
  const commissions = agentId
    ? await WalletTransaction.query().where('user_id', agentId).where('type', 'commission')
    : []
  return {
    credits: buyer.credits,
    ledgerSum,
    purchaseEntries: Number(purchases?.n ?? 0),
    walletPaise: agent?.walletBalancePaise ?? 0,
    commissions: commissions.length,
  }
}

export async function paymentOf(transactionId: number) {
  return Payment.findOrFail(transactionId)
}
