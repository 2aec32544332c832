import { defineConfig } from '@adonisjs/core/bodyparser'
import { BULK_MAX_BYTES } from '#rules/bulk_columns'

const KB = 1024
const MB = 1024 * KB

/**
 * JSON, form and text bodies: one cap per route (by route pattern, as the
 * framework's own `autoProcess` / `processManually` lists), every other route
 * the default. Each cap holds the largest valid body of its routes — every
 * text field at its maximum in Telugu (3 bytes a character), even when a
 * client escapes it as \uXXXX (6 bytes) — with room to spare. Sizes in KB of
 * 1,024 bytes, built by tests/helpers/largest_bodies.ts (docs/security.md "Request
 * bodies"). Over the cap: 413 `{detail}` (app/middleware/body_parser_middleware.ts).
 */
export const BODY_LIMITS = {
  /** The largest elsewhere: an enquiry (3.4 KB; 6.5 KB escaped), a checkout with its return addresses (4.1 KB). */
  default: 16 * KB,
  routes: {
    /** A venture: 5,000-character description, 20 phases, 20 landmarks, 30 image addresses (53.5 KB; 87.7 KB escaped). */
    ...caps(128 * KB, ['/ventures', '/ventures/:id', '/api/ventures', '/api/ventures/:id']),
    /** A listing: 5,000-character description, 30 amenities, 12 image addresses (26.8 KB; 47.3 KB escaped). */
    ...caps(64 * KB, ['/properties', '/properties/:id', '/api/properties', '/api/properties/:id']),
    /** A venture unit (20.5 KB; 40.7 KB escaped), and publishing up to 5,000 units by id (43.0 KB). */
    ...caps(64 * KB, [
      '/ventures/:id/units',
      '/ventures/:id/units/:unitId',
      '/ventures/:id/units/publish',
      '/api/ventures/:id/units',
      '/api/ventures/:id/units/:unitId',
      '/api/ventures/:id/units/publish',
    ]),
    /** Payment providers' events: a few kB each; their signature is checked on these raw bytes. */
    ...caps(64 * KB, ['/api/payment/webhooks/stripe', '/api/payment/webhooks/razorpay']),
    /** Contact Us: a 5,000-character message (16.5 KB; 32.6 KB escaped). */
    ...caps(48 * KB, ['/contact-us', '/api/contact/submit']),
  } as Record<string, number>,
}

/**
 * The only routes that take multipart bodies: read after `auth` and the rate
 * limit by the `multipart` middleware, into memory (never the temp folder),
 * up to `limit` bytes for the whole body. A larger body is answered 413 with
 * the route's own message (`tooLarge`, an i18n key with its values). The file
 * limits themselves stay with their use cases (8 MB photos, 10 MB sheets), a
 * little under these caps so that their own messages answer files in between.
 */
export type UploadLimit = {
  limit: number
  tooLarge: string
  tooLargeData?: Record<string, unknown>
}

const photo: UploadLimit = {
  limit: 10 * MB,
  tooLarge: 'posting.images.rejected_size',
  tooLargeData: { mb: 8 },
}
const spreadsheet: UploadLimit = {
  limit: BULK_MAX_BYTES + 2 * MB,
  tooLarge: 'bulk_upload.file.size',
}

export const UPLOAD_LIMITS: Record<string, UploadLimit> = {
  '/uploads/images': photo,
  '/api/uploads/images': photo,
  '/bulk-upload/preview': spreadsheet,
  '/api/bulk-upload/preview': spreadsheet,
}

/** Text fields of an upload (none is used today): 20 of them, 16 kB in all. */
export const MULTIPART_FIELDS_LIMIT = 16 * KB

function caps(limit: number, patterns: string[]): Record<string, number> {
  return Object.fromEntries(patterns.map((pattern) => [pattern, limit]))
}

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    limit: BODY_LIMITS.default,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: BODY_LIMITS.default,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  raw: {
    limit: BODY_LIMITS.default,
  },
  /**
   * Never parsed here: a multipart body on any route but UPLOAD_LIMITS' is
   * refused (415), and those routes read theirs after authentication.
   */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: spreadsheet.limit,
    maxFields: 20,
    fieldsLimit: MULTIPART_FIELDS_LIMIT,
    types: ['multipart/form-data'],
  },
})
