import type { HttpContext } from '@adonisjs/core/http'
import { trustedOrigin } from '#http/origin'
import { LANGUAGE_PARAM, languageFromUrl } from '#middleware/detect_market_middleware'
import type { LanguageCode } from '#rules/countries'

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

/**
 * A page's canonical URL and hreflang alternates (docs/seo.md).
 * The language of a page comes from the visitor's saved choice, so the bare
 * path is language-adaptive: it is the x-default, and each offered language
 * has its crawlable form `path?lang=xx`, which renders that language. Every
 * URL of the cluster is its own canonical. Filters, cursors and other query
 * parameters never make another canonical page.
 */
export function pageLinks(ctx: HttpContext): PageLinks {
  const { request, market } = ctx
  const origin = trustedOrigin(ctx)
  const path = request.url()
  const country = market.country
  const offered = country.languages
  const named = languageFromUrl(request.qs()[LANGUAGE_PARAM], country.code)
  const withLanguage = (language: LanguageCode) => `${origin}${path}?${LANGUAGE_PARAM}=${language}`
  const multilingual = offered.length > 1
  const ogLocale = (language: LanguageCode) => `${language}_${country.code}`
  return {
    canonical: multilingual && named ? withLanguage(named) : `${origin}${path}`,
    alternates: multilingual
      ? [
          ...offered.map((language) => ({ hreflang: language, href: withLanguage(language) })),
          { hreflang: 'x-default', href: `${origin}${path}` },
        ]
      : [],
    ogLocale: ogLocale(market.language),
    ogLocaleAlternates: offered.filter((language) => language !== market.language).map(ogLocale),
  }
}
