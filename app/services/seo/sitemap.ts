import db from '@adonisjs/lucid/services/db'
import type { CountryCode } from '#rules/countries'
import type { Alternate } from '#services/seo/page_links'
import { escapeMarkup } from '#services/seo/markup'

/**
 * The sitemap (docs/seo.md, sitemaps.org protocol 0.9): an index
 * of files of at most `pageSize` URLs (50,000 by the protocol), one set per
 * source (public listings, public ventures) and country, plus one of the
 * public pages. Files are keyset pages in id order: a file is named by the
 * last id before it (`after`), reads `id > after` in chunks and streams; the
 * index finds each file's start by skipping `pageSize` entries of the
 * covering index (migration 0080) from the previous one. No OFFSET from the
 * start, no row loaded twice, memory bounded by one chunk, at any table size.
 */
export type SitemapSource = 'properties' | 'ventures'
export const SITEMAP_SOURCES: SitemapSource[] = ['properties', 'ventures']

/**
 * A URL, when it changed, and its language versions (hreflang, as the page's
 * own head lists them) as `<xhtml:link>` XML, rendered by `alternatesXml`.
 */
export type SitemapEntry = { loc: string; lastmod?: string | null; links?: string }

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
export const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/** What the public may open: active, not deleted listings; public, not deleted ventures. */
function publicRows(source: SitemapSource, country: CountryCode) {
  const query = db.from(source).where('country_code', country).whereNull('deleted_at')
  return source === 'properties'
    ? query.where('listing_state', 'active')
    : query.where('is_public', true)
}

/** The `after` id of each file of a source in a country (none when it has no public row). */
export async function sitemapPageStarts(
  source: SitemapSource,
  country: CountryCode,
  pageSize: number
): Promise<number[]> {
  const first = await publicRows(source, country).orderBy('id').select('id').first()
  if (!first) return []
  const starts = [0]
  let after = 0
  for (;;) {
    // The first id of the next file: `pageSize` entries past this file's start.
    const next = await publicRows(source, country)
      .where('id', '>', after)
      .orderBy('id')
      .offset(pageSize)
      .limit(1)
      .select('id')
      .first()
    if (!next) return starts
    after = Number(next.id) - 1
    starts.push(after)
  }
}

/** The rows of one file, `chunk` at a time, in id order. */
export async function* sitemapRows(
  source: SitemapSource,
  country: CountryCode,
  after: number,
  pageSize: number,
  chunk: number
) {
  let last = after
  let left = pageSize
  while (left > 0) {
    const size = Math.min(chunk, left)
    const rows: { id: number; updated_at: unknown }[] = await publicRows(source, country)
      .where('id', '>', last)
      .orderBy('id')
      .limit(size)
      .select('id', 'updated_at')
    for (const row of rows) yield { id: Number(row.id), updatedAt: w3cDate(row.updated_at) }
    if (rows.length < size) return
    last = Number(rows[rows.length - 1].id)
    left -= rows.length
  }
}

/**
 * A W3C datetime (sitemap lastmod) from what the driver returns: a Date (MySQL) or
 * 'yyyy-MM-dd HH:mm:ss' in the server's zone (SQLite, as sqlTime writes it). Plain Date
 * parsing: Luxon took 1 s of the 1.4 s a file of 50,000 URLs needed.
 */
export function w3cDate(value: unknown): string | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string'
        ? new Date(value.includes('T') ? value : value.replace(' ', 'T'))
        : null
  if (!date || Number.isNaN(date.getTime())) return null
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
  return `<${tag}><loc>${escapeMarkup(entry.loc)}</loc>${lastmod}${entry.links ?? ''}</${tag}>\n`
}

/**
 * The `<xhtml:link>` elements of a page, from a page's alternates built once
 * for a placeholder path (`pathMark`): each URL only splices in its own path,
 * so a file of 50,000 URLs does not build 200,000 links from scratch.
 */
export function alternatesXml(alternates: Alternate[], pathMark: string) {
  const parts = alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`
    )
    .join('')
    .split(pathMark)
  return (path: string) => parts.join(escapeMarkup(path))
}

/** A sitemap index document. */
export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.map((e) => entryXml('sitemap', e)).join('')}</sitemapindex>\n`
}

/** A urlset document, as text pieces (streamed). */
export async function* urlsetXml(entries: AsyncIterable<SitemapEntry> | Iterable<SitemapEntry>) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`
  let batch = ''
  for await (const entry of entries) {
    batch += entryXml('url', entry)
    if (batch.length > 16_384) {
      yield batch
      batch = ''
    }
  }
  yield `${batch}</urlset>\n`
}
