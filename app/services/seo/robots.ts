/**
 * Paths crawlers are asked to skip: signed-in screens, payment returns,
 * the JSON API and the browser's own calls (docs/seo.md).
 * Listings, ventures, search results and the information pages stay open.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/add-property',
  '/my-listings',
  '/favorites',
  '/credits',
  '/dashboard',
  '/admin',
  '/bulk-upload',
  '/create-venture',
  '/venture-management',
  '/venture-builder/',
  '/payment/',
  '/locations/',
  '/preferences/',
  '/properties/*/edit',
  '/properties/*/booking-return',
  /** A password reset link's page (issue 24): a token in the address, never a search result. */
  '/reset-password/',
]

export function robotsTxt(sitemapUrl: string): string {
  return [
    '# DreamHomes. Listings, ventures, search and the information pages may be crawled.',
    '# Signed-in screens, payment returns and the JSON API are not search results.',
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
}
