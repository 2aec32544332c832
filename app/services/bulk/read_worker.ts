import { parentPort, workerData } from 'node:worker_threads'
import SheetJsReader from '#services/bulk/sheetjs_reader'

/** The worker thread of readSpreadsheet: reads one file and posts its sheet, or the error's text. */
const { bytes, kind, maxRows } = workerData as { bytes: Uint8Array; kind: 'xlsx' | 'xls'; maxRows: number }
try {
  parentPort!.postMessage({ ok: true, data: new SheetJsReader().read(bytes, kind, maxRows) })
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) })
}
