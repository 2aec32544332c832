import { LANGUAGE_PARAM, languageFromUrl } from '#services/geo/country_detector'
import type { Country, LanguageCode } from '#rules/countries'

export type Alternate = { hreflang: string; href: string }

/** What every page's head needs about its own address (shared prop `seo`, read by `<Seo>`). */
export type PageLinks = {
  /** The page's one address: its path, with ?lang= only when the URL named an offered language. */
  canonical: string
  /** One per language the country offers (?lang=xx) plus x-default (the bare path); none when it offers one. */
  alternates: Alternate[]
  /** Open Graph locale of the rendered language, e.g. hi_IN, and the others offered. */
  ogLocale: string
  ogLocaleAlternates: string[]
}

/** A page as requested: where, in which market, in which language it renders. */
export type PageAddress = {
  /** Our own origin the page was asked on, e.g. "https://dreamhomes.in". */
  origin: string
  /** The path, without the query string. */
  path: string
  /** The query string's parameters (only ?lang= is read). */
  query: Record<string, unknown>
  country: Country
  /** The language the page renders in. */
  language: LanguageCode
}

/**
 * A page's canonical URL and hreflang alternates (docs/seo.md).
 * The language of a page comes from the visitor's saved choice, so the bare
 * path is language-adaptive: it is the x-default, and each offered language
 * has its crawlable form `path?lang=xx`, which renders that language. Every
 * URL of the cluster is its own canonical. Filters, cursors and other query
 * parameters never make another canonical page.
 */
export function pageLinksFor({ origin, path, query, country, language }: PageAddress): PageLinks {
  const offered = country.languages
  const named = languageFromUrl(query[LANGUAGE_PARAM], country.code)
  const withLanguage = (code: LanguageCode) => `${origin}${path}?${LANGUAGE_PARAM}=${code}`
  const multilingual = offered.length > 1
  const ogLocale = (code: LanguageCode) => `${code}_${country.code}`
  return {
    canonical: multilingual && named ? withLanguage(named) : `${origin}${path}`,
    alternates: multilingual
      ? [
          ...offered.map((code) => ({ hreflang: code, href: withLanguage(code) })),
          { hreflang: 'x-default', href: `${origin}${path}` },
        ]
      : [],
    ogLocale: ogLocale(language),
    ogLocaleAlternates: offered.filter((code) => code !== language).map(ogLocale),
  }
}
