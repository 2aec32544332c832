import type { HttpContext } from '@adonisjs/core/http'
import { receivedImage } from '#http/uploaded_files'
import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  storeListingImage,
} from '#services/media/listing_images'

/**
 * POST /uploads/images (the wizard, session + CSRF) and /api/uploads/images
 * (token): one listing photo in the `image` field → `{"url": ...}`.
 * Anything that is not really a JPEG, PNG or WebP of at most 8 MB is a 422
 * (ImageRejectedError).
 */
export default class UploadsController {
  async image({ request, response, auth }: HttpContext) {
    // Limits are checked by storeListingImage; the multipart middleware only received the bytes (in memory).
    const file = request.file('image', {
      size: IMAGE_MAX_BYTES * 2,
      extnames: IMAGE_EXTENSIONS.concat(IMAGE_EXTENSIONS.map((e) => e.toUpperCase())),
    })
    const url = await storeListingImage(receivedImage(file), auth.user?.id ?? null)
    return response.created({ url })
  }
}
