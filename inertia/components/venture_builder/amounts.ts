import { LAKH } from '#rules/money'

/**
 * How builders type prices (001 §3, §5): rupee ventures in lakhs (step 0.1),
 * others in whole units of their currency (dollars). The server stores whole
 * units either way.
 */
export const entersLakhs = (currency: string) => currency === 'INR'

/** What a typed price is worth in whole units of the currency; null when empty or not a number. */
export function amountOf(entered: string, currency: string): number | null {
  const text = entered.trim()
  if (text === '') return null
  const value = Number(text)
  if (!Number.isFinite(value)) return null
  return Math.round(entersLakhs(currency) ? value * LAKH : value)
}

/** A stored price as the builder typed it ("45.5" lakhs, "650000" dollars); empty for none. */
export function enteredOf(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount <= 0) return ''
  return entersLakhs(currency) ? String(Number((amount / LAKH).toFixed(2))) : String(amount)
}

/** A number typed in a field, or null when empty (the server checks whole numbers and ranges). */
export function numberOf(entered: string): number | null {
  const text = entered.trim()
  if (text === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}
