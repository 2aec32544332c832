import { formatCurrency, formatListingPrice } from '#rules/money'

/**
 * An amount of the loan tools (minor units) as text: rupees in lakhs and
 * crores ("₹50 L", "₹1.04 Cr", "₹43,391"), dollars whole for prices and with
 * cents for monthly payments ("$400,000", "$2,528.27").
 */
export function loanMoney(minor: number, currency: string, cents = false): string {
  if (currency === 'USD' && cents) return formatCurrency(minor / 100, 'USD')
  return formatListingPrice(Math.round(minor / 100), currency)
}

/** A whole-unit amount typed in a field, in minor units. */
export const toMinor = (whole: number) => Math.round(whole * 100)
