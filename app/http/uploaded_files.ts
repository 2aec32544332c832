import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { MULTIPART_FIELDS_LIMIT, type UploadLimit } from '#config/bodyparser'
import { BodyTooLargeError } from '#exceptions/body_errors'
import type { ReceivedImage } from '#services/media/listing_images'

/** The bytes of each file received, kept only as long as the request's file object lives. */
const received = new WeakMap<MultipartFile, Buffer>()

/** The bytes of an uploaded file, or null when none were received. */
export function uploadedBytes(file: MultipartFile | null | undefined): Buffer | null {
  return (file && received.get(file)) ?? null
}

/** An uploaded image as the plain data storeListingImage takes (no service sees the request). */
export function receivedImage(file: MultipartFile | null): ReceivedImage | null {
  if (!file) return null
  const refused = (type: string) => file.errors.some((error) => error.type === type)
  return {
    bytes: uploadedBytes(file),
    extension: file.extname,
    size: file.size,
    refusedFor: { size: refused('size'), extension: refused('extname') },
  }
}

/**
 * Reads the multipart body of an upload route into memory, never the temp
 * folder: at most `upload.limit` bytes in all, counted on the wire (file
 * parts, fields and anything a client slips in between). A declared length
 * over the limit is refused before a byte is read; a body that turns out
 * longer stops there. Either way: 413 with the route's message.
 */
export async function receiveUpload(ctx: HttpContext, upload: UploadLimit) {
  const tooLarge = () => new BodyTooLargeError(upload.tooLarge, upload.tooLargeData)
  if (Number(ctx.request.header('content-length') ?? 0) > upload.limit) throw tooLarge()

  const multipart = ctx.request.multipart
  multipart.onFile('*', { deferValidations: true }, async (part, reportChunk) => {
    const chunks: Buffer[] = []
    part.pause()
    part.on('data', reportChunk)
    const collect = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    await pipeline(part, collect)
    received.set(part.file, Buffer.concat(chunks))
  })

  const request = ctx.request.request
  let bytes = 0
  let aborted = false
  const count = (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > upload.limit && !aborted) {
      aborted = true
      multipart.abort(tooLarge())
    }
  }
  const processing = multipart.process({ limit: upload.limit })
  request.on('data', count)
  try {
    await processing
  } catch (error) {
    if (
      error instanceof BodyTooLargeError ||
      (error as { code?: string }).code !== 'E_REQUEST_ENTITY_TOO_LARGE'
    )
      throw error
    // The framework's own count: of file bytes (the same limit), or of form fields (too many, or too long).
    throw (error as Error).message.startsWith('Fields')
      ? BodyTooLargeError.overCap(MULTIPART_FIELDS_LIMIT)
      : tooLarge()
  } finally {
    request.off('data', count)
  }
}
