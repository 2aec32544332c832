import type { HttpContext } from '@adonisjs/core/http'
import ExchangeRates from '#services/currency/exchange_rates'
import { COUNTRIES, LANGUAGES, type CountryCode } from '#rules/countries'
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
 * choices), the languages it offers, and the currency with its rate from INR.
 */
export async function marketProps(ctx: HttpContext) {
  const market = ctx.market
  const rates = (await ctx.containerResolver.make(ExchangeRates)).current()
  const currency = market.country.currency
  return {
    country: market.country.code,
    countries: Object.values(COUNTRIES).map((country) => ({
      ...country,
      domain: domainOf(country.code),
    })),
    languages: market.country.languages.map((code) => LANGUAGES[code]),
    currency: {
      code: currency,
      symbol: market.country.currencySymbol,
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
