import { Exception } from '@adonisjs/core/exceptions'

/**
 * A request body over its route's cap (config/bodyparser.ts). `identifier`
 * is the message's i18n key and `data` its values; the exception handler
 * answers 413 `{detail}` on /api and the message as a toast on pages.
 */
export class BodyTooLargeError extends Exception {
  static status = 413

  constructor(
    readonly identifier: string,
    readonly data: Record<string, unknown> = {}
  ) {
    super('Request body too large', { code: 'E_REQUEST_ENTITY_TOO_LARGE' })
  }

  /** The generic message, with the cap in kB or MB. */
  static overCap(bytes: number) {
    return new BodyTooLargeError('errors.body_too_large', { size: readableSize(bytes) })
  }
}

/** A multipart body on a route that takes no files (only upload routes do): 415, nothing is read. */
export class MultipartRefusedError extends Exception {
  static status = 415
  readonly identifier = 'errors.multipart_refused'
  readonly data: Record<string, unknown> = {}

  constructor() {
    super('Multipart bodies are not accepted here', { code: 'E_UNSUPPORTED_MEDIA_TYPE' })
  }
}

export type RefusedBodyError = BodyTooLargeError | MultipartRefusedError

export function isRefusedBody(error: unknown): error is RefusedBodyError {
  return error instanceof BodyTooLargeError || error instanceof MultipartRefusedError
}

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`
}
