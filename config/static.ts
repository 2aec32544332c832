import { sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/static'

/**
 * Static files of public/ (served before any route; security headers are
 * already on the response: start/kernel.ts).
 *
 * https://docs.adonisjs.com/guides/static-assets
 */

/**
 * Vite's build output: every name carries a content hash, so a changed file gets a new URL. The
 * hash is 7 characters in this build (`app-Be9WHgD.js`, `heart-D-dI85w.js`; it was 8 before):
 * 6 or more count, or every asset got an hour's cache instead of a year's.
 */
const FINGERPRINTED = /-[\w-]{6,}\.[a-z0-9]+(?:\.br|\.gz)?$/i

/**
 * Fingerprinted assets never change: a year, and `immutable` so browsers do not
 * even revalidate them on reload. Anything else (favicon.svg, robots.txt) may
 * change under the same name: an hour, then revalidated (ETag / Last-Modified).
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const SHORT_CACHE = 'public, max-age=3600, must-revalidate'

export function cacheControlFor(path: string) {
  const assets = app.publicPath('assets') + sep
  return path.startsWith(assets) && FINGERPRINTED.test(path) ? IMMUTABLE_CACHE : SHORT_CACHE
}

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) => ({ 'Cache-Control': cacheControlFor(path) }),
})

export default staticServerConfig
