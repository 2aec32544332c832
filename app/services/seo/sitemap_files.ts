import { urlFor } from '@adonisjs/core/services/url_builder'
import { COUNTRY_CODES, isCountryCode, type CountryCode } from '#rules/countries'
import type { CountrySource } from '#services/geo/country_detector'
import {
  SITEMAP_SOURCES,
  sitemapPageStarts,
  sitemapRows,
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
  chunk: number
): AsyncGenerator<SitemapEntry> {
  const route = source === 'properties' ? 'properties.show' : 'ventures.show'
  for await (const row of sitemapRows(source, country, after, pageSize, chunk)) {
    yield { loc: `${origin}${urlFor(route, { id: row.id })}`, lastmod: row.updatedAt }
  }
}
