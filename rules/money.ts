/**
 * Money formatting of 000 §9, one module for server and browser
 * (isomorphic: no imports). A listing's price is whole units of its own
 * country's currency (rupees in India, dollars in the US); other currencies
 * are reached through rates with base USD, for reading only.
 */

/** Fallback rates (units per 1 USD) of 000 §9, used when no rate source answers. */
export const FALLBACK_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  INR: 83.25,
  GBP: 0.82,
  CAD: 1.36,
  AUD: 1.53,
  AED: 3.67,
  SGD: 1.35,
  EUR: 0.92,
  JPY: 149.5,
}

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  INR: '₹',
  USD: '$',
  GBP: '£',
  EUR: '€',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
  AED: 'AED ',
  SGD: 'S$',
  KRW: '₩',
  VND: '₫',
}

/** Currencies shown without minor units. */
const ZERO_DECIMALS = new Set(['JPY', 'KRW', 'VND'])

export const LAKH = 100_000
export const CRORE = 10_000_000

const NOT_A_NUMBER = '—'

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/** Groups digits the Indian way: 12,34,567 (last three, then pairs). */
export function groupIndian(value: number, decimals = 0): string {
  const sign = value < 0 ? '-' : ''
  const fixed = Math.abs(value).toFixed(decimals)
  const [whole, fraction] = fixed.split('.')
  const lastThree = whole.slice(-3)
  const rest = whole.slice(0, -3)
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree
  return sign + grouped + (fraction ? `.${fraction}` : '')
}

/** Groups digits the international way: 1,234,567. */
export function groupThousands(value: number, decimals = 0): string {
  const sign = value < 0 ? '-' : ''
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.')
  return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '')
}

function withSymbol(symbol: string, amount: number, text: string) {
  return amount < 0 ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`
}

/** "₹12.5L": rupees in lakhs with one decimal (two on favorites), suffix L. */
export function formatLakhs(
  rupees: unknown,
  options: { decimals?: number; symbol?: string } = {}
): string {
  const value = toNumber(rupees)
  if (value === null) return NOT_A_NUMBER
  const { decimals = 1, symbol = '₹' } = options
  return withSymbol(symbol, value, `${groupIndian(value / LAKH, decimals)}L`)
}

/** "₹1.25 Cr" from one crore up, "₹12.5 L" from one lakh, else "₹99,999". */
export function formatRupeesShort(rupees: unknown): string {
  const value = toNumber(rupees)
  if (value === null) return NOT_A_NUMBER
  const abs = Math.abs(value)
  if (abs >= CRORE) return withSymbol('₹', value, `${trimmed(value / CRORE, 2)} Cr`)
  if (abs >= LAKH) return withSymbol('₹', value, `${trimmed(value / LAKH, 1)} L`)
  return withSymbol('₹', value, groupIndian(Math.round(value)))
}

/** Rounds to at most `decimals` and groups, dropping trailing zeros (1.50 → "1.5", 2.00 → "2"). */
function trimmed(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals))
  const places = Number.isInteger(rounded) ? 0 : String(rounded).split('.')[1].length
  return groupIndian(rounded, places)
}

/** An amount in a currency: INR with Indian grouping, JPY/KRW/VND whole, others with 2 decimals. */
export function formatCurrency(amount: unknown, currency: string): string {
  const value = toNumber(amount)
  if (value === null) return NOT_A_NUMBER
  const decimals = ZERO_DECIMALS.has(currency) ? 0 : 2
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `
  const text = currency === 'INR' ? groupIndian(value, decimals) : groupThousands(value, decimals)
  return withSymbol(symbol, value, text)
}

/** Converts whole rupees to `currency` with rates of base USD (units per 1 USD). */
export function convertFromInr(
  rupees: number,
  currency: string,
  rates: Record<string, number> = FALLBACK_RATES
): number {
  if (currency === 'INR') return rupees
  const inr = rates.INR ?? FALLBACK_RATES.INR
  const target = rates[currency] ?? FALLBACK_RATES[currency]
  if (!target) throw new Error(`No rate for ${currency}`)
  return (rupees / inr) * target
}

/** Price per square foot, rounded to whole units: "₹6,757". */
export function formatPerSqft(price: unknown, area: unknown, currency = 'INR'): string {
  const p = toNumber(price)
  const a = toNumber(area)
  if (p === null || a === null || a <= 0) return NOT_A_NUMBER
  const perSqft = Math.round(p / a)
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `
  return withSymbol(
    symbol,
    perSqft,
    currency === 'INR' ? groupIndian(perSqft) : groupThousands(perSqft)
  )
}

/**
 * A credit package price from minor units (001 §9): USD with $ and 2
 * decimals, INR (and anything else) with ₹ and whole rupees.
 */
export function formatPlanPrice(amountMinor: unknown, currency: string): string {
  const value = toNumber(amountMinor)
  if (value === null) return NOT_A_NUMBER
  if (currency === 'USD') return formatCurrency(value / 100, 'USD')
  return withSymbol('₹', value, groupIndian(Math.round(value / 100)))
}

/** An amount in minor units (paise, cents) with its currency's symbol and 2 decimals. */
export function formatMinor(amountMinor: unknown, currency: string): string {
  const value = toNumber(amountMinor)
  if (value === null) return NOT_A_NUMBER
  return formatCurrency(value / 100, currency)
}

/**
 * A listing price in its own currency: rupees as lakhs/crores ("₹85 L",
 * two-decimal lakhs with `lakhs2`), dollars whole ("$650,000"), since
 * homes are priced in whole units.
 */
export function formatListingPrice(
  amount: unknown,
  currency: string,
  style: 'short' | 'lakhs1' | 'lakhs2' = 'short'
): string {
  const value = toNumber(amount)
  if (value === null) return NOT_A_NUMBER
  if (currency === 'INR') {
    if (style === 'short') return formatRupeesShort(value)
    return formatLakhs(value, { decimals: style === 'lakhs2' ? 2 : 1 })
  }
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `
  return withSymbol(symbol, value, groupThousands(Math.round(value)))
}

/** Converts between any two currencies with rates of base USD (units per 1 USD). */
export function convertCurrency(
  amount: number,
  from: string,
  to: string,
  rates: Record<string, number> = FALLBACK_RATES
): number {
  if (from === to) return amount
  const source = rates[from] ?? FALLBACK_RATES[from]
  const target = rates[to] ?? FALLBACK_RATES[to]
  if (!source || !target) throw new Error(`No rate for ${from} or ${to}`)
  return (amount / source) * target
}

/** Keeps three significant digits: an approximation should not look exact (102,102 → 102,000). */
export function roughly(value: number): number {
  if (value === 0) return 0
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(value))) - 2)
  return Math.round(value / step) * step
}

/**
 * "≈ $102,000": a listing price converted to the visitor's currency, or null
 * when the listing is already in it. Rupees read as lakhs/crores.
 */
export function formatApproxPrice(
  amount: number,
  from: string,
  to: string,
  rates?: Record<string, number>
): string | null {
  if (from === to || !Number.isFinite(amount)) return null
  return `≈ ${formatListingPrice(roughly(convertCurrency(amount, from, to, rates)), to)}`
}
