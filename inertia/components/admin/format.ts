/** Admin figures in lakhs with two decimals (001 §9); dollars as dollars. */
export function lakhsOrDollars(amount: number, currency: string): string {
  if (currency === 'USD') return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`
  return (amount / 100_000).toFixed(2)
}

export function shortDate(iso: string | null, locale: string): string {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString(locale === 'en' ? 'en-IN' : `${locale}-IN`, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })
}

/** Long text cut at `max` characters with an ellipsis (001 §9: descriptions at 50). */
export function truncate(text: string | null, max: number): string {
  if (!text) return ''
  return text.length > max ? `${text.slice(0, max)}…` : text
}
