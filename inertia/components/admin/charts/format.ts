const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** "16 Nov" (or the locale's own order) for a yyyy-MM-dd date: the first day of a week. */
export function weekLabel(
  isoDate: string,
  locale: string,
  month: 'short' | 'long' = 'short'
): string {
  const key = `${locale} ${month}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, timeZone: 'UTC' })
    dateFormats.set(key, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}

/**
 * The Intl locale of the admin figures: the page's language as used in India
 * (en-IN, hi-IN, te-IN), so dates read "16 Nov" and counts group as lakhs
 * (8,80,000), like the rupee amounts beside them (001 §9).
 */
export function figuresLocale(locale: string): string {
  return `${locale.split('-')[0]}-IN`
}
