import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import WalletTransaction from '#models/wallet_transaction'
import type Payment from '#models/payment'
import type { RatesSnapshot } from '#services/currency/exchange_rates'

/**
 * The agent's share of an amount paid, in INR paise (the wallet's unit),
 * rounded down so the platform never pays out more than the percentage.
 * Other currencies are converted with rates of base USD (units per 1 USD).
 */
export function commissionPaise(
  amountMinor: number,
  currency: string,
  percent: number,
  rates: RatesSnapshot['rates']
): number {
  const inrPerUnit = currency === 'INR' ? 1 : rates.INR / (rates[currency] ?? Number.NaN)
  if (!Number.isFinite(inrPerUnit)) return 0
  return Math.floor((amountMinor * inrPerUnit * percent) / 100)
}

/**
 * Credits the referring agent's wallet with their commission on `payment`,
 * exactly once (unique key `commission:payment:<id>`), inside the
 * fulfilment's transaction.
 */
export async function payCommission(
  trx: TransactionClientContract,
  payment: Payment,
  referrerId: number,
  buyerName: string,
  options: { percent: number; rates: RatesSnapshot['rates'] }
) {
  const paise = commissionPaise(
    payment.amountMinor,
    payment.currency,
    options.percent,
    options.rates
  )
  if (paise <= 0) return null
  const key = `commission:payment:${payment.id}`
  if (await WalletTransaction.query({ client: trx }).where('idempotency_key', key).first())
    return null
  const row = await WalletTransaction.create(
    {
      userId: referrerId,
      type: 'commission',
      description: `${options.percent}% commission on a purchase by ${buyerName}`,
      amountMinor: paise,
      currency: 'INR',
      paymentId: payment.id,
      idempotencyKey: key,
    },
    { client: trx }
  )
  await trx.from('users').where('id', referrerId).increment('wallet_balance_paise', paise)
  return row
}
