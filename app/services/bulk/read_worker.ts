import { parentPort, workerData } from 'node:worker_threads'
import { readXlsxStream, streamingOrder } from '#services/bulk/exceljs_stream_reader'
import SheetJsReader from '#services/bulk/sheetjs_reader'
import { ZipRefusedError } from '#services/bulk/zip_archive'
import { storedCopy } from '#services/bulk/zip_stored_copy'

/**
 * The worker thread of readSpreadsheet: reads one file and posts its sheet,
 * or the error's text. An .xlsx is first rebuilt from its verified entries
 * (storedCopy; a reader trusting each entry's local header would inflate
 * whatever it declares, so none sees the uploaded zip itself), then streamed
 * row by row (exceljs_stream_reader.ts); an .xls is read by SheetJS.
 */
const { bytes, kind, maxRows } = workerData as {
  bytes: Uint8Array
  kind: 'xlsx' | 'xls'
  maxRows: number
}
try {
  const data =
    kind === 'xlsx'
      ? await readXlsxStream(
          await storedCopy(
            Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            undefined,
            streamingOrder
          ),
          maxRows
        )
      : new SheetJsReader().read(bytes, kind, maxRows)
  parentPort!.postMessage({ ok: true, data })
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
