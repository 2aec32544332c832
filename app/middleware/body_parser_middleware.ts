import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import FrameworkBodyParser from '@adonisjs/core/bodyparser_middleware'
import bodyParserConfig, { BODY_LIMITS, UPLOAD_LIMITS } from '#config/bodyparser'
import { BodyTooLargeError, MultipartRefusedError } from '#exceptions/body_errors'

/** The framework's parser once per cap in use (config/bodyparser.ts), every limit but multipart's set to it. */
const parsers = new Map<number, FrameworkBodyParser>()

function parserFor(cap: number): FrameworkBodyParser {
  let parser = parsers.get(cap)
  if (!parser) {
    const { json, form, raw } = bodyParserConfig
    parser = new FrameworkBodyParser({
      ...bodyParserConfig,
      json: { ...json, limit: cap },
      form: { ...form, limit: cap },
      raw: { ...raw, limit: cap },
    })
    parsers.set(cap, parser)
  }
  return parser
}

export function bodyCapOf(pattern: string | undefined): number {
  return (pattern !== undefined && BODY_LIMITS.routes[pattern]) || BODY_LIMITS.default
}

/**
 * The framework's body parser with the route's cap: a JSON, form or text
 * body over it is a 413 (`BodyTooLargeError`), read no further. A multipart
 * body is never read here: on an upload route the `multipart` middleware
 * reads it after authentication; anywhere else it is refused (415).
 */
export default class BodyParserMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const pattern = ctx.route?.pattern
    const cap = bodyCapOf(pattern)
    let parsed = false
    try {
      return await parserFor(cap).handle(ctx, () => {
        parsed = true
        if (
          ctx.request.bodyType === 'multipart' &&
          !(pattern !== undefined && pattern in UPLOAD_LIMITS)
        )
          throw new MultipartRefusedError()
        return next()
      })
    } catch (error) {
      if (!parsed && (error as { code?: string }).code === 'E_REQUEST_ENTITY_TOO_LARGE')
        throw BodyTooLargeError.overCap(cap)
      throw error
    }
  }
}
