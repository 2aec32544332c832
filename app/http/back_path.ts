/** Browsers send no longer Referer (Chrome cuts one over 4,096 characters down to its origin); a longer one is not parsed. */
const REFERER_MAX = 4096

/**
 * Where a switch (language, country) sends the visitor back to: the path and
 * query of the page the Referer names, when that page is on this origin and
 * its path cannot be read as another site's (docs/security.md "Hostile input"). Null
 * otherwise, and the caller falls back to the home page.
 *
 * Refused: a Referer over 4,096 characters, another origin, a path that
 * starts with two slashes (`//evil.example` is protocol-relative), any
 * backslash (URL parsers read `/\evil.example` as `//evil.example`), and
 * encoded slashes or backslashes (`/%2f`, `/%5c`), which a later decoding
 * could turn into either.
 */
export function sameOriginPath(
  referer: string | null | undefined,
  origin: string,
  without: readonly string[] = []
): string | null {
  if (!referer || referer.length > REFERER_MAX || referer.includes('\\')) return null
  const url = URL.parse(referer)
  const own = URL.parse(origin)
  if (!url || !own || url.origin !== own.origin) return null
  if (url.pathname.startsWith('//') || /%(2f|5c)/i.test(url.pathname)) return null
  for (const name of without) url.searchParams.delete(name)
  return `${url.pathname}${url.search}`
}
