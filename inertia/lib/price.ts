import { formatCurrency, formatLakhs, formatPerSqft, formatRupeesShort, groupIndian, groupThousands } from '~/shared/money'
import { useMarket } from '~/lib/market'

/**
 * Formats listing prices (stored in whole rupees) in the visitor's currency:
 * rupees as lakhs/crores in India, the converted amount elsewhere.
 */
export function usePrice() {
  const market = useMarket()
  const { code, perInr } = market.currency
  return {
    price: (rupees: number) => (code === 'INR' ? formatRupeesShort(rupees) : formatCurrency(rupees * perInr, code)),
    /** Favorites show lakhs with two decimals (000 §2); other currencies their converted amount. */
    lakhs2: (rupees: number) => (code === 'INR' ? formatLakhs(rupees, { decimals: 2 }) : formatCurrency(rupees * perInr, code)),
    perSqft: (rupees: number, area: number) => formatPerSqft(code === 'INR' ? rupees : rupees * perInr, area, code),
    /** Plain numbers (areas) grouped the local way: 1,00,000 in India, 100,000 elsewhere. */
    number: (value: number) => (code === 'INR' ? groupIndian(value) : groupThousands(value)),
  }
}

/** Labels for the rupee price presets, in the visitor's currency (₹25L-50L, $30K-$60K). */
export function usePriceLabel() {
  const market = useMarket()
  const { code, perInr } = market.currency
  const compact = (rupees: number) =>
    code === 'INR'
      ? formatRupeesShort(rupees).replace(/\s/g, '')
      : new Intl.NumberFormat('en-US', { style: 'currency', currency: code, notation: 'compact', maximumSignificantDigits: 2 }).format(rupees * perInr)
  return ({ min, max }: { min: number; max: number }) => (max >= 999_999_999 ? `${compact(min)}+` : `${compact(min)} – ${compact(max)}`)
}
