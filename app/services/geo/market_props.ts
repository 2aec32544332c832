import type { RatesSnapshot } from '#services/currency/exchange_rates'
import { COUNTRIES, LANGUAGES, type Country, type CountryCode } from '#rules/countries'
import app from '@adonisjs/core/services/app'
import type marketConfig from '#config/market'

/** The real domain of each country (configured), else the default in COUNTRIES. */
function domainOf(code: CountryCode): string {
  const domains = app.config.get<typeof marketConfig>('market').countryDomains
  return (
    Object.entries(domains).find(([, country]) => country === code)?.[0] ?? COUNTRIES[code].domain
  )
}

/**
 * What the shell needs about the visitor's market: the country (with the
 * choices), the languages it offers, and the currency with its rate from INR
 * in `rates` (ExchangeRates.current()).
 */
export function marketProps(country: Country, rates: RatesSnapshot) {
  const currency = country.currency
  return {
    country: country.code,
    countries: Object.values(COUNTRIES).map((choice) => ({
      ...choice,
      domain: domainOf(choice.code),
    })),
    languages: country.languages.map((code) => LANGUAGES[code]),
    currency: {
      code: currency,
      symbol: country.currencySymbol,
      /** Units of `code` per rupee. */
      perInr: (rates.rates[currency] ?? 1) / rates.rates.INR,
      /** Units per 1 USD of the marketplace's currencies, to read a listing priced in another one. */
      rates: Object.fromEntries(
        Object.values(COUNTRIES).map(({ currency: code }) => [code, rates.rates[code]])
      ),
      source: rates.source,
    },
  }
}
