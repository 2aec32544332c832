import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { UPLOAD_LIMITS } from '#config/bodyparser'
import { receiveUpload } from '#http/uploaded_files'

/**
 * The upload routes' body: placed after `auth` and the route's rate limit,
 * so a refused request is answered before a byte of its files is read.
 * Files arrive in memory (`uploadedBytes(file)`), never in the temp folder,
 * so nothing is left behind whatever the answer. The route's limit is its
 * line in UPLOAD_LIMITS (config/bodyparser.ts), which also lets the body
 * parser pass its multipart body through.
 */
export default class MultipartMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const pattern = ctx.route?.pattern ?? ''
    const upload = UPLOAD_LIMITS[pattern]
    if (!upload)
      throw new Error(
        `No upload limit for ${pattern}: add it to UPLOAD_LIMITS (config/bodyparser.ts)`
      )
    if (ctx.request.bodyType === 'multipart') await receiveUpload(ctx, upload)
    return next()
  }
}
