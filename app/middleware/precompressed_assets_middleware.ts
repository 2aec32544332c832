import { stat } from 'node:fs/promises'
import { extname } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Serves the Brotli (.br) or gzip (.gz) twin that the build wrote next to a
 * built asset (vite.config.ts, `precompress`) when Accept-Encoding allows it, so
 * no asset is compressed per request and the best (slowest) levels are used.
 *
 * It only points the request at the twin and sets Content-Encoding and the
 * original's Content-Type; the static middleware that runs next serves the file
 * as usual (ETag, Last-Modified, 304, HEAD, ranges, Cache-Control from
 * config/static.ts). Every text asset varies by Accept-Encoding, so caches keep
 * the variants apart.
 */
export const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/** The twins in the server's order of preference. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const

/** Plain names under /assets only: no `..`, no percent escapes, nothing to probe outside public/. */
export const ASSET_PATH = /^\/assets\/(?:[\w-]+\/)*[\w.-]+$/

/** How many codings, and parameters of each, are read: browsers send a handful (docs/security.md "Hostile input"). */
const CODINGS_READ = 16

/** Codings of an Accept-Encoding header with q > 0 and their weights (`*` stands for any other). */
export function acceptedEncodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',', CODINGS_READ)) {
    const [coding, ...params] = part
      .toLowerCase()
      .split(';', CODINGS_READ)
      .map((piece) => piece.trim())
    if (!coding) continue
    const q = params.find((param) => param.startsWith('q='))
    accepted.set(coding, q ? Number(q.slice(2)) || 0 : 1)
  }
  return accepted
}

/** br or gzip, by the client's weights (ties go to br); undefined when neither is acceptable. */
function preferredEncodings(header: string | undefined) {
  const accepted = acceptedEncodings(header)
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0
  return ENCODINGS.filter(({ coding }) => weight(coding) > 0).sort(
    (a, b) => weight(b.coding) - weight(a.coding)
  )
}

async function isFile(path: string) {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false
  )
}

export default class PrecompressedAssetsMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    const path = request.url()
    const type = PRECOMPRESSED_TYPES[extname(path)]
    if (
      !type ||
      !['GET', 'HEAD'].includes(request.method()) ||
      !ASSET_PATH.test(path) ||
      path.includes('..')
    )
      return next()

    response.append('Vary', 'Accept-Encoding')
    for (const { coding, suffix } of preferredEncodings(request.header('accept-encoding'))) {
      if (!(await isFile(app.publicPath(path.slice(1) + suffix)))) continue
      response.header('Content-Encoding', coding)
      response.header('Content-Type', type)
      const raw = request.request.url ?? path
      const query = raw.includes('?') ? raw.slice(raw.indexOf('?')) : ''
      request.request.url = path + suffix + query // what serve-static reads; Adonis routing keeps the parsed original
      break
    }
    return next()
  }
}
