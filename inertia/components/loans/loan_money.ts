import { usePrice } from '~/lib/price'

/**
 * Amounts of the loan tools (minor units) as text, with the listing prices'
 * own formatter: rupees in lakhs and crores ("₹50 L", "₹1.04 Cr", "₹43,391"),
 * dollars whole for prices and with cents for monthly payments ("$2,528.27").
 * (usePrice, not #rules/money directly: the shared listing kit chunk keeps its
 * exports, so the public pages' start-up JavaScript stays as it was.)
 */
export function useLoanMoney(currency: string) {
  const { price } = usePrice()
  return (minor: number, cents = false) => {
    if (currency !== 'USD' || !cents) return price(Math.round(minor / 100), currency)
    return `${price(Math.floor(minor / 100), currency)}.${String(minor % 100).padStart(2, '0')}`
  }
}

/** A whole-unit amount typed in a field, in minor units. */
export const toMinor = (whole: number) => Math.round(whole * 100)
