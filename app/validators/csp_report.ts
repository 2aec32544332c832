import vine from '@vinejs/vine'

/** Report fields are cut to this length before logging: anyone can post here. */
const MAX = 300
const text = () =>
  vine
    .string()
    .transform((value) => value.slice(0, MAX))
    .optional()

/**
 * A browser's CSP violation report (`report-uri`, content type
 * application/csp-report). Only the fields worth logging are kept; every one
 * is optional, since browsers differ in what they send.
 */
export const cspReportValidator = vine.create({
  'csp-report': vine
    .object({
      'document-uri': text(),
      'referrer': text(),
      'violated-directive': text(),
      'effective-directive': text(),
      'blocked-uri': text(),
      'source-file': text(),
      'line-number': vine.number().optional(),
      'column-number': vine.number().optional(),
      'disposition': text(),
      'script-sample': text(),
    })
    .optional(),
})
