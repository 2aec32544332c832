import { urlFor } from '@adonisjs/core/services/url_builder'
import {
  COUNTRIES,
  COUNTRY_CODES,
  isCountryCode,
  type Country,
  type CountryCode,
} from '#rules/countries'
import { DEFAULT_COUNTRY, type CountrySource } from '#services/geo/country_detector'
import { pageLinksFor } from '#services/seo/page_links'
import {
  SITEMAP_SOURCES,
  sitemapPageStarts,
  sitemapRows,
  alternatesXml,
  type SitemapEntry,
  type SitemapSource,
} from '#services/seo/sitemap'

/** Public pages that are not a listing or a venture (000 §2 route table). */
export const PUBLIC_PAGES = [
  'home',
  'properties.index',
  'ventures.index',
  'help',
  'contact_us',
  'privacy_policy',
  'terms_of_service',
  'cookie_policy',
] as const

/**
 * The countries a host's sitemap covers: a country's own domain lists its
 * country; any other host (local, preview) lists all. `market` is the
 * request's detected market; only a domain's decision counts, never the
 * visitor's cookies, so a sitemap depends on its host alone.
 */
export function sitemapCountries(market: {
  country: { code: CountryCode }
  source: CountrySource
}): CountryCode[] {
  return market.source === 'domain' ? [market.country.code] : COUNTRY_CODES
}

/**
 * The market whose languages a crawler gets on this host: the domain's
 * country, else the one a request nothing decides gets. Like the countries
 * listed, it depends on the host alone.
 */
export function sitemapLanguageCountry(market: {
  country: Country
  source: CountrySource
}): Country {
  return market.source === 'domain' ? market.country : COUNTRIES[DEFAULT_COUNTRY]
}

/** Stands for a page's path while its language links are built once (no URL contains it). */
const PATH_MARK = '\u0000path\u0000'

/**
 * Sitemap entries of pages on one origin: each page's bare URL (the
 * x-default) with the language versions its own head lists (page_links.ts):
 * `?lang=en|hi|te` in India, none where the country offers one language.
 */
export function pageEntries(origin: string, country: Country) {
  const { alternates } = pageLinksFor({
    origin,
    path: PATH_MARK,
    query: {},
    country,
    language: country.languages[0],
  })
  const links = alternatesXml(alternates, PATH_MARK)
  return (path: string, lastmod?: string | null): SitemapEntry => ({
    loc: `${origin}${path}`,
    lastmod,
    links: alternates.length ? links(path) : undefined,
  })
}

/** The public pages' file. */
export function publicPageEntries(origin: string, country: Country): SitemapEntry[] {
  const entry = pageEntries(origin, country)
  return PUBLIC_PAGES.map((name) => entry(urlFor(name)))
}

/** The index: the public pages' file, then each source's files per country. */
export async function sitemapIndexEntries(
  origin: string,
  countries: CountryCode[],
  pageSize: number
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [{ loc: `${origin}${urlFor('sitemap.pages')}` }]
  for (const source of SITEMAP_SOURCES) {
    for (const country of countries) {
      for (const after of await sitemapPageStarts(source, country, pageSize)) {
        entries.push({
          loc: `${origin}${urlFor(`sitemap.${source}`, {}, { qs: { country, after } })}`,
        })
      }
    }
  }
  return entries
}

/** ?country=IN&after=123 of a file, or null when it names no file of this host. */
export function sitemapPageParams(
  qs: Record<string, unknown>,
  countries: CountryCode[]
): { country: CountryCode; after: number } | null {
  const country = String(qs.country ?? '').toUpperCase()
  const after = Number(qs.after ?? 0)
  if (
    !isCountryCode(country) ||
    !countries.includes(country) ||
    !Number.isSafeInteger(after) ||
    after < 0
  )
    return null
  return { country, after }
}

/** The URLs of one file: each public listing's or venture's page. */
export async function* sitemapSourceEntries(
  origin: string,
  source: SitemapSource,
  { country, after }: { country: CountryCode; after: number },
  pageSize: number,
  chunk: number,
  languages: Country
): AsyncGenerator<SitemapEntry> {
  const route = source === 'properties' ? 'properties.show' : 'ventures.show'
  const entry = pageEntries(origin, languages)
  for await (const row of sitemapRows(source, country, after, pageSize, chunk)) {
    yield entry(urlFor(route, { id: row.id }), row.updatedAt)
  }
}
