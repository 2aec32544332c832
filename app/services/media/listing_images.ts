import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from '#rules/image_urls'
import UnusedUploads from '#services/media/unused_uploads'
import { DomainError } from '#exceptions/domain_error'
import { storageCall } from '#services/media/private_files'

/** Largest upload accepted (before resizing). */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']
const FORMATS = new Set(['jpeg', 'png', 'webp'])
/** Refuse decompression bombs: 40 megapixels is more than any phone camera. */
const MAX_PIXELS = 40_000_000

/**
 * A photo that is not a JPEG, PNG or WebP of at most 8 MB, or no photo: 422
 * `{detail}` ('Upload a JPEG, PNG or WebP image', 'Images must be 8 MB or
 * smaller', 'Choose an image to upload'), which the wizard's upload shows.
 */
export class ImageRejectedError extends DomainError {
  constructor(readonly reason: 'type' | 'size' | 'missing') {
    super(`posting.images.rejected_${reason}`, {
      values: { mb: IMAGE_MAX_BYTES / 1024 / 1024 },
    })
  }
}

/**
 * A photo as the HTTP layer received it (receivedImage in
 * app/http/uploaded_files.ts): its bytes (null when none arrived), the file
 * name's extension, its size, and whether the multipart reader already
 * refused it for its size or its extension.
 */
export type ReceivedImage = {
  bytes: Buffer | null
  extension: string | undefined
  size: number
  refusedFor: { size: boolean; extension: boolean }
}

/**
 * A listing photo upload: the bytes must really be a JPEG, PNG or WebP (the
 * extension alone proves nothing), at most 8 MB. It is turned upright, stripped
 * of metadata (location EXIF included) and stored through Drive as WebP in a
 * few widths, `images/<uuid>/<width>.webp`; the largest width's URL is the
 * image's address and the browser builds the srcset from it (#rules/image_urls).
 * The upload is noted so that it is deleted after a day if no listing uses it.
 * Storage that fails (S3 down or refusing) is a 503 saying so, not a 500.
 * A file the multipart reader already refused (over its size or of another
 * extension) is refused the same way.
 */
export async function storeListingImage(
  image: ReceivedImage | null,
  uploaderId: number | null
): Promise<string> {
  if (!image) throw new ImageRejectedError('missing')
  if (image.refusedFor.size) throw new ImageRejectedError('size')
  if (image.refusedFor.extension) throw new ImageRejectedError('type')
  if (image.size > IMAGE_MAX_BYTES) throw new ImageRejectedError('size')
  const { bytes, extension } = image
  if (!bytes || !extension || !IMAGE_EXTENSIONS.includes(extension.toLowerCase()))
    throw new ImageRejectedError('type')

  let format: string | undefined
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
    format = metadata.format
  } catch {
    throw new ImageRejectedError('type')
  }
  if (!format || !FORMATS.has(format)) throw new ImageRejectedError('type')

  const id = randomUUID()
  const disk = drive.use()
  for (const width of IMAGE_WIDTHS) {
    const output = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer()
    await storageCall(() =>
      disk.put(`images/${id}/${width}.webp`, output, {
        contentType: 'image/webp',
        visibility: 'public',
      })
    )
  }
  await new UnusedUploads().record(id, uploaderId)
  return disk.getUrl(`images/${id}/${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`)
}
