import loans from '#config/loans'
import type { LoanDefaults } from '#rules/loans'

/** The calculator's starting terms for a currency (config/loans.ts); null where the tools have none. */
export function loanDefaults(currency: string): LoanDefaults | null {
  if (currency !== 'INR' && currency !== 'USD') return null
  return { currency, ...loans[currency] }
}
