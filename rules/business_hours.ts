/**
 * Business hours of 001 §9 (Mon-Sat 9 AM-9 PM, Sunday 10 AM-6 PM), in the
 * office's local time (24-hour clock). The assistant answers from here; the
 * contact page should read the same table.
 */
export const BUSINESS_HOURS = {
  weekdays: { opens: 9, closes: 21 },
  sunday: { opens: 10, closes: 18 },
} as const

/** "9 AM – 9 PM" in the reader's language ("सुबह 9 – रात 9", ...). */
export function formatHours(
  { opens, closes }: { opens: number; closes: number },
  locale: string
): string {
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : `${locale}-IN`, {
    hour: 'numeric',
    hour12: true,
    timeZone: 'UTC',
  })
  const at = (hour: number) => time.format(new Date(Date.UTC(2026, 0, 1, hour)))
  return `${at(opens)} – ${at(closes)}`
}
