import {
  formatApproxPrice,
  formatListingPrice,
  formatPerSqft,
  formatRupeesShort,
  groupIndian,
  groupThousands,
} from '#rules/money'
import { useMarket } from '~/lib/market'
import { numberFormat } from '#rules/intl'

/** Anything carrying a price in its own currency (a listing, a booking amount). */
export type Priced = { price: number; currency: string }

/**
 * Formats listing prices in the listing's own currency (rupees as
 * lakhs/crores, dollars whole). When the visitor's country uses another
 * currency, `approx` gives the converted reading ("≈ $102,000"); it is never
 * a price anyone is charged.
 */
export function usePrice() {
  const market = useMarket()
  const { code, rates } = market.currency
  return {
    price: (amount: number, currency: string) => formatListingPrice(amount, currency),
    /** The detail page shows lakhs with one decimal (000 §2), favorites two; dollars stay whole. */
    lakhs1: (amount: number, currency: string) => formatListingPrice(amount, currency, 'lakhs1'),
    lakhs2: (amount: number, currency: string) => formatListingPrice(amount, currency, 'lakhs2'),
    approx: (amount: number, currency: string) => formatApproxPrice(amount, currency, code, rates),
    perSqft: (amount: number, area: number, currency: string) =>
      formatPerSqft(amount, area, currency),
    /** Plain numbers (areas) grouped the local way: 1,00,000 in India, 100,000 elsewhere. */
    number: (value: number) => (code === 'INR' ? groupIndian(value) : groupThousands(value)),
  }
}

/** Labels for the price presets, in the selected country's currency (₹25L – ₹50L, $200K – $400K). */
export function usePriceLabel() {
  const { code } = useMarket().currency
  const compact = (amount: number) =>
    code === 'INR'
      ? formatRupeesShort(amount).replace(/\s/g, '')
      : numberFormat('en-US', {
          style: 'currency',
          currency: code,
          notation: 'compact',
          maximumSignificantDigits: 2,
        }).format(amount)
  return ({ min, max }: { min: number; max: number }) =>
    max >= 999_999_999 ? `${compact(min)}+` : `${compact(min)} – ${compact(max)}`
}
