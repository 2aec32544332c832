import { DomainError } from '#exceptions/domain_error'

/**
 * A request body over its route's cap (config/bodyparser.ts). `identifier`
 * is the message's i18n key and `data` its values; the exception handler
 * answers 413 `{detail}` on /api and the message as a toast on pages.
 */
export class BodyTooLargeError extends DomainError {
  static status = 413
  readonly code = 'E_REQUEST_ENTITY_TOO_LARGE'

  constructor(identifier: string, values: Record<string, unknown> = {}) {
    super(identifier, { field: 'body', values, toast: true })
  }

  /** The generic message, with the cap in kB or MB. */
  static overCap(bytes: number) {
    return new BodyTooLargeError('errors.body_too_large', { size: readableSize(bytes) })
  }
}

/** A multipart body on a route that takes no files (only upload routes do): 415, nothing is read. */
export class MultipartRefusedError extends DomainError {
  static status = 415
  readonly code = 'E_UNSUPPORTED_MEDIA_TYPE'

  constructor() {
    super('errors.multipart_refused', { field: 'body', toast: true })
  }
}

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`
}
