import type { HttpContext } from '@adonisjs/core/http'
import { mediaKey } from '#services/media/media_keys'
import { openMediaFile } from '#services/media/media_files'

/**
 * GET /media/* (uploaded listing images on the local disk, config/drive.ts).
 * A path that cannot name one of our files, or names none, is a 404 with no
 * body, as a file server answers, in every environment (docs/security.md "Hostile input").
 */
export default class MediaController {
  async show({ request, response }: HttpContext) {
    const key = mediaKey(request.param('*') ?? [])
    const file = key ? await openMediaFile(key) : null
    if (!file) return response.notFound('')

    const { metadata } = file
    response.header('ETag', metadata.etag)
    response.header('Last-Modified', metadata.lastModified.toUTCString())
    if (metadata.contentType) response.type(metadata.contentType)
    if (response.fresh()) return response.status(304)
    if (request.method() === 'HEAD') return response.status(200)
    response.header('Content-Length', String(metadata.contentLength))
    return response.stream(await file.stream())
  }
}
