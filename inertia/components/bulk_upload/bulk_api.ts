import { urlFor } from '~/lib/routes'
import { postForm } from '~/lib/same_origin_fetch'
import type { BulkSampleRow } from '#rules/bulk_columns'
import type { Data } from '~generated/data'

/** POST /bulk-upload/preview (001 §3 Bulk preview response, and the created / updated / unchanged split). */
export type BulkPreview = {
  validation_errors: string[]
  total_ventures: number
  total_towers: number
  total_units: number
  credits_required: number
  sample_data: BulkSampleRow[]
  new_ventures: number
  new_towers: number
  units_to_create: number
  units_to_update: number
  units_unchanged: number
  credits_available: number
  file_hash: string
}

export type BulkImport = Data.BulkImport

/** A refused call: the server's `{detail}`, or the caller's fallback text. */
export class BulkRequestError extends Error {
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message)
  }
}

function formWith(file: File): FormData {
  const body = new FormData()
  body.append('file', file)
  return body
}

async function jsonOf<T>(response: Response, fallback: string): Promise<T> {
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new BulkRequestError(body?.detail ?? fallback, response.status)
  return body as T
}

async function download(response: Response, name: string, fallback: string) {
  if (!response.ok) {
    const body = await response.json().catch(() => null)
    throw new BulkRequestError(body?.detail ?? fallback, response.status)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The page's calls (the same use cases as /api/bulk-upload/*). */
export const bulkApi = {
  preview: async (file: File, fallback: string) =>
    jsonOf<BulkPreview>(await postForm(urlFor('bulk_upload.preview'), formWith(file)), fallback),
  /** Starts the import and answers at once (202) with its progress to follow. */
  process: async (file: File, fallback: string) =>
    jsonOf<BulkImport>(
      await postForm(urlFor('bulk_upload.process', undefined, { qs: { wait: 0 } }), formWith(file)),
      fallback
    ),
  status: async (id: number, fallback: string) =>
    jsonOf<BulkImport>(
      await fetch(urlFor('bulk_upload.imports.show', { id }), {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      }),
      fallback
    ),
  undo: async (id: number, fallback: string) =>
    jsonOf<BulkImport>(await postForm(urlFor('bulk_upload.imports.undo', { id })), fallback),
  template: async (fallback: string) =>
    download(
      await fetch(urlFor('bulk_upload.template'), { credentials: 'same-origin' }),
      'bulk-upload-template.xlsx',
      fallback
    ),
  errorCopy: async (file: File, fallback: string) =>
    download(
      await postForm(urlFor('bulk_upload.error_copy'), formWith(file)),
      `${file.name.replace(/\.(xlsx|xls)$/i, '')}-errors.xlsx`,
      fallback
    ),
}
