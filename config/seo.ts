import env from '#start/env'

/** Search engines (docs/seo.md): sitemap paging. */
export default {
  /** URLs per sitemap file; the protocol allows at most 50,000 (tests use a small size). */
  sitemapPageSize: Math.min(50_000, Math.max(1, env.get('SITEMAP_PAGE_SIZE', 50_000))),
  /** Rows read per query while a sitemap file streams. */
  sitemapChunk: 1_000,
}
