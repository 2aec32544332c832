import { urlFor } from '~/lib/routes'
import { postForm, postJson } from '~/lib/same_origin_fetch'
import type { Data } from '~generated/data'

/** POST /bulk-upload/preview (001 §3 Bulk preview response, the created / updated / unchanged split): BulkPreviewTransformer. */
export type BulkPreview = Data.BulkPreview

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

/** A POST naming a preview (process, error copy): JSON, with the session and CSRF token. */
function postPreview(url: string, previewId: number): Promise<Response> {
  return postJson(url, { preview_id: previewId })
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
  /** Starts the import of the preview (the file is not sent again) and answers at once (202) with its progress to follow. */
  process: async (previewId: number, fallback: string) =>
    jsonOf<BulkImport>(
      await postPreview(urlFor('bulk_upload.process', undefined, { qs: { wait: 0 } }), previewId),
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
  /** The previewed sheet with an Error column. */
  errorCopy: async (previewId: number, fileName: string, fallback: string) =>
    download(
      await postPreview(urlFor('bulk_upload.error_copy'), previewId),
      `${fileName.replace(/\.(xlsx|xls)$/i, '')}-errors.xlsx`,
      fallback
    ),
}
