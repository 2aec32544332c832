const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** "16 Nov" (or the locale's own order) for a yyyy-MM-dd date: the first day of a week. */
export function weekLabel(isoDate: string, locale: string, month: 'short' | 'long' = 'short'): string {
  const key = `${locale} ${month}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, timeZone: 'UTC' })
    dateFormats.set(key, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}
