import vine from '@vinejs/vine'
import { BULK_EXTENSIONS, BULK_MAX_BYTES } from '#rules/bulk_columns'

/**
 * The file of a bulk upload (001 §5): .xlsx or .xls, at most 10 MB. What the
 * bytes really are is checked next by the guard (file_guard.ts).
 */
export const bulkFileValidator = vine.create({
  file: vine.file({
    size: BULK_MAX_BYTES,
    extnames: [...BULK_EXTENSIONS, ...BULK_EXTENSIONS.map((e) => e.toUpperCase())],
  }),
})

/** Messages of 001 §5, by rule (the i18n keys under bulk_upload.file). */
export const BULK_FILE_MESSAGES = {
  'file.required': 'bulk_upload.file.required',
  'file.file': 'bulk_upload.file.required',
  'file.file.size': 'bulk_upload.file.size',
  'file.file.extname': 'bulk_upload.file.type',
} as const

/** Processing, and the error copy, name the user's preview (its id from the preview's answer). */
export const bulkPreviewRefValidator = vine.create({
  preview_id: vine.number().withoutDecimals().positive(),
})
