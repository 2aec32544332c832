import {
  COUNTRIES,
  isCountryCode,
  marketFor,
  type CountryCode,
  type LanguageCode,
} from '#rules/countries'

/** The query parameter naming a page's language in its URL (hreflang targets). */
export const LANGUAGE_PARAM = 'lang'

/** A ?lang= value the country offers, else null (the US offers only English, 000 §9). */
export function languageFromUrl(value: unknown, country: CountryCode): LanguageCode | null {
  return COUNTRIES[country].languages.includes(value as LanguageCode)
    ? (value as LanguageCode)
    : null
}

/** The market of a request nothing decides (no domain, cookie, CDN header or Accept-Language): a crawler's. */
export const DEFAULT_COUNTRY: CountryCode = 'IN'

export type CountrySource = 'query' | 'domain' | 'saved' | 'cdn' | 'accept-language' | 'default'

export type CountryRequest = {
  host: string
  /** ?country= on /api calls: decides for that call only. */
  query?: string | null
  saved?: string | null
  cdnCountry?: string | null
  /** Accept-Language tags in preference order, e.g. ['te-IN', 'en-US']. */
  languages: string[]
}

export type MarketConfig = {
  countryDomains: Record<string, CountryCode>
  fallbackHosts: string[]
}

function hostMatches(host: string, pattern: string) {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern
}

/**
 * The visitor's country, decided on the server with no outside call (000 §4):
 * the site's domain, else the saved choice, else the CDN's country header
 * (anything but US is India), else the Accept-Language region, else India.
 */
export function detectCountry(
  request: CountryRequest,
  config: MarketConfig
): { code: CountryCode; source: CountrySource } {
  const query = request.query?.toUpperCase()
  if (isCountryCode(query)) return { code: query, source: 'query' }

  const host = request.host.toLowerCase().replace(/:\d+$/, '')
  const isFallbackHost = config.fallbackHosts.some((pattern) => hostMatches(host, pattern))
  const byDomain = config.countryDomains[host]
  if (byDomain && !isFallbackHost) return { code: byDomain, source: 'domain' }

  const saved = request.saved?.toUpperCase()
  if (isCountryCode(saved)) return { code: saved, source: 'saved' }

  const cdn = request.cdnCountry?.trim()
  if (cdn && /^[A-Za-z]{2}$/.test(cdn)) return { code: marketFor(cdn), source: 'cdn' }

  for (const tag of request.languages) {
    const region = tag.split('-')[1]
    if (region && /^[A-Za-z]{2}$/.test(region))
      return { code: marketFor(region), source: 'accept-language' }
  }
  return { code: DEFAULT_COUNTRY, source: 'default' }
}

/**
 * The interface language (000 §4): the saved choice when the country offers
 * it; in India the browser's language when it is Hindi or Telugu, otherwise
 * Hindi; elsewhere English (the only language offered outside India).
 * A request with no Accept-Language at all is not a browser (a crawler, curl,
 * a script) and gets English.
 */
export function detectLanguage(
  country: CountryCode,
  saved: string | null | undefined,
  languages: string[]
): LanguageCode {
  const offered = COUNTRIES[country].languages
  if (offered.includes(saved as LanguageCode)) return saved as LanguageCode
  if (offered.length <= 1 || languages.length === 0) return 'en'
  for (const tag of languages) {
    const primary = tag.split('-')[0].toLowerCase()
    if (primary === 'hi' || primary === 'te') return primary
  }
  return 'hi'
}
