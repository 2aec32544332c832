import env from '#start/env'
import { isCountryCode, type CountryCode } from '#rules/countries'

/** Parses "dreamhomes.in=IN,dreamhomes.com=US" into a host → country map. */
function parseDomains(value: string | undefined): Record<string, CountryCode> {
  const map: Record<string, CountryCode> = {}
  for (const pair of (value ?? '').split(',')) {
    const [host, code] = pair.split('=').map((part) => part?.trim())
    if (host && isCountryCode(code?.toUpperCase()))
      map[host.toLowerCase()] = code.toUpperCase() as CountryCode
  }
  return map
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

/**
 * How the visitor's country (US or IN) and the money shown are decided; see
 * app/services/geo/country_detector.ts.
 */
export default {
  /** Production hosts that decide the country, e.g. "dreamhomes.in=IN,dreamhomes.com=US". */
  countryDomains: parseDomains(
    env.get(
      'COUNTRY_DOMAINS',
      'dreamhomes.in=IN,www.dreamhomes.in=IN,dreamhomes.com=US,www.dreamhomes.com=US'
    )
  ),
  /** Hosts that never decide (local, preview): the saved choice and the request decide instead. */
  fallbackHosts: list(
    env.get('COUNTRY_FALLBACK_HOSTS', 'localhost,127.0.0.1,*.preview.dreamhomes.dev')
  ),
  /** Header a CDN sets with the visitor's country (Cloudflare: CF-IPCountry). Empty to ignore. */
  cdnCountryHeader: env.get('CDN_COUNTRY_HEADER', 'cf-ipcountry').toLowerCase(),
  /** JSON endpoint answering {"rates": {...}} with base USD. Unset: the fallback table of 000 §9. */
  currencyRatesUrl: env.get('CURRENCY_RATES_URL', ''),
}
