import { parentPort, workerData } from 'node:worker_threads'
import SheetJsReader from '#services/bulk/sheetjs_reader'
import { storedCopy, ZipRefusedError } from '#services/bulk/zip_archive'

/**
 * The worker thread of readSpreadsheet: reads one file and posts its sheet,
 * or the error's text. An .xlsx is first rebuilt from its verified entries
 * (storedCopy): SheetJS trusts each entry's local header and would inflate
 * whatever it declares, so it never sees the uploaded zip itself.
 */
const { bytes, kind, maxRows } = workerData as {
  bytes: Uint8Array
  kind: 'xlsx' | 'xls'
  maxRows: number
}
try {
  const book =
    kind === 'xlsx'
      ? await storedCopy(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      : bytes
  parentPort!.postMessage({ ok: true, data: new SheetJsReader().read(book, kind, maxRows) })
} catch (error) {
  const refused = error instanceof ZipRefusedError ? error.reason : undefined
  parentPort!.postMessage({
    ok: false,
    error:
      error instanceof ZipRefusedError
        ? error.detail
        : error instanceof Error
          ? error.message
          : String(error),
    refused,
  })
}
