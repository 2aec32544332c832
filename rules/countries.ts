/**
 * The two countries of the marketplace (000 §3 Country, §9). Isomorphic.
 * Domains are configured on the server (COUNTRY_DOMAINS); these are defaults.
 */
export type CountryCode = 'IN' | 'US'
export type LanguageCode = 'en' | 'hi' | 'te'

export type Country = {
  code: CountryCode
  name: string
  currency: string
  currencySymbol: string
  flag: string
  languages: LanguageCode[]
  phoneCode: string
  mapCenter: { lat: number; lng: number }
  timezone: string
  domain: string
}

export const COUNTRIES: Record<CountryCode, Country> = {
  IN: {
    code: 'IN',
    name: 'India',
    currency: 'INR',
    currencySymbol: '₹',
    flag: '🇮🇳',
    languages: ['en', 'hi', 'te'],
    phoneCode: '+91',
    mapCenter: { lat: 20.5937, lng: 78.9629 },
    timezone: 'Asia/Kolkata',
    domain: 'dreamhomes.in',
  },
  US: {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    currencySymbol: '$',
    flag: '🇺🇸',
    languages: ['en'],
    phoneCode: '+1',
    mapCenter: { lat: 39.8283, lng: -98.5795 },
    timezone: 'America/New_York',
    domain: 'dreamhomes.com',
  },
}

export const DEFAULT_COUNTRY: CountryCode = 'IN'
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[]

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && value in COUNTRIES
}

/** "Any country other than US becomes India" (000 §4). */
export function marketFor(code: string | null | undefined): CountryCode {
  return code?.toUpperCase() === 'US' ? 'US' : 'IN'
}

export type Language = {
  code: LanguageCode
  name: string
  nativeName: string
  flag: string
  dir: 'ltr' | 'rtl'
}

export const LANGUAGES: Record<LanguageCode, Language> = {
  en: { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', dir: 'ltr' },
  hi: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', dir: 'ltr' },
  te: { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', flag: '🇮🇳', dir: 'ltr' },
}

/** The currency a listing of this country is priced in (INR in India, USD in the US). */
export function currencyOf(code: string): string {
  return COUNTRIES[isCountryCode(code) ? code : DEFAULT_COUNTRY].currency
}
