/**
 * Intl formatters, made once per locale and options and reused. Creating one
 * loads the locale's data and costs milliseconds (more on a cheap phone);
 * rendering a page used to create one per price, count or date shown.
 * Isomorphic: the server's render shares the same few instances.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat>()

function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T
): T {
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(
    `number ${locale} ${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options)
  )

export const pluralRules = (locale: string) =>
  cached(`plural ${locale}`, () => new Intl.PluralRules(locale))

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached(
    `relative ${locale} ${JSON.stringify(options ?? {})}`,
    () => new Intl.RelativeTimeFormat(locale, options)
  )
