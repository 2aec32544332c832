/**
 * A page that was public and is no longer (an expired or deleted listing, a
 * withdrawn or deleted venture): answered 410 Gone, so search engines drop it,
 * where an id that never was public is 404 (docs/seo.md).
 */
export class GoneError extends Error {
  constructor() {
    super('Gone')
  }
}
