import compression from 'compression'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Compresses dynamic responses (server-rendered pages, Inertia and /api JSON)
 * with Brotli or gzip, whichever Accept-Encoding allows (Brotli preferred),
 * and adds `Vary: Accept-Encoding`. The `compression` package hooks the Node
 * response right before its headers go out, so it sees what Adonis writes
 * (pages, JSON, streams) and drops Content-Length when it compresses.
 *
 * Skipped: bodies under 1 KB (not worth a CPU slice), types that are already
 * compressed (images, zip, xlsx: `compressible` says no), HEAD requests,
 * `Cache-Control: no-transform`, and bodiless 204/304 answers.
 *
 * Registered after the static middleware: built assets are precompressed at
 * build time (precompressed_assets_middleware.ts) and never compressed per request.
 * On in every environment, so the tests see what production sends.
 */
const compress = compression({
  threshold: 1024,
  filter: (req, res) =>
    res.statusCode !== 204 && res.statusCode !== 304 && compression.filter(req, res),
})

export default class CompressResponsesMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    // compression() calls its callback synchronously; it only wraps res.write/end/writeHead.
    compress(
      ctx.request.request as IncomingMessage as any,
      ctx.response.response as ServerResponse as any,
      () => {}
    )
    return next()
  }
}
