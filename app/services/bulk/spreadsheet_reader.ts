import { Worker } from 'node:worker_threads'
import { DomainError } from '#exceptions/domain_error'
import { SpreadsheetRejectedError, type SpreadsheetKind } from '#services/bulk/file_guard'

/** The data sheet of a workbook as text: `rows[i]` is sheet row i + 1, each cell trimmed ('' when empty). */
export type SheetData = {
  sheet: string
  rows: string[][]
  /** The sheet has more rows than the cap: only the first ones were read. */
  truncated: boolean
}

/**
 * What the bulk upload needs of a spreadsheet library, and no more: the data
 * sheet ('Units', else the first sheet that is not the instructions) as text.
 * A formula cell is its formula ("=1+1"), never its value; numbers are their
 * plain digits. The one implementation (sheetjs_reader.ts) is chosen by the
 * measurements in docs/benchmarks.md "Spreadsheet readers"; another can replace it here.
 */
export interface SpreadsheetReader {
  read(bytes: Uint8Array, kind: SpreadsheetKind, maxRows: number): SheetData
}

/** The reader ran out of its time or memory (a file built to exhaust it, or one far too large): 422. */
export class ReaderLimitError extends DomainError {
  constructor(readonly detail: string) {
    super('bulk_upload.file.unreadable')
  }
}

/** The bytes are not a workbook the reader understands (a damaged or disguised file): 422. */
export class UnreadableSpreadsheetError extends DomainError {
  constructor(readonly detail: string) {
    super('bulk_upload.file.unreadable')
  }
}

export type ReadLimits = {
  timeoutMs: number
  heapMb: number | Record<SpreadsheetKind, number>
  /** The young generation's size (unset: V8's own, which grows to 128 MB here). */
  youngMb?: number
}

export const READ_LIMITS: ReadLimits = {
  timeoutMs: 60_000,
  /**
   * Heap of the reading thread. An .xlsx streams (exceljs_stream_reader.ts):
   * 50,000 rows as text need about 60 MB, 15,000 fit in 40 (a unit test); an
   * .xls is read whole by SheetJS, which needs about a third of 768 MB for
   * 50,000 rows.
   */
  heapMb: { xlsx: 256, xls: 768 },
  /**
   * The streaming parse makes short-lived garbage fast, and Node 24 lets the
   * young generation grow to 128 MB for it, which the process keeps
   * resident: reading 50,000 rows peaked at 311-395 MB of RSS. Capped at 32 MB
   * it peaks at 220-258 MB in the same 1.6-2.0 s (docs/benchmarks.md "Bulk upload").
   */
  youngMb: 32,
}

/**
 * Reads in a worker thread, so a large file never blocks the server's event
 * loop, and its memory and time are bounded: past them the thread is
 * stopped and the file refused. An .xlsx the zip checks refuse
 * (zip_archive.ts) rejects with SpreadsheetRejectedError, as the guard would.
 */
export function readSpreadsheet(
  bytes: Uint8Array,
  kind: SpreadsheetKind,
  maxRows: number,
  limits: ReadLimits = READ_LIMITS
): Promise<SheetData> {
  const heapMb = typeof limits.heapMb === 'number' ? limits.heapMb : limits.heapMb[kind]
  const source = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
  const entry = JSON.stringify(new URL(`./read_worker.${source}`, import.meta.url).href)
  // A TypeScript entry (development, tests) first loads the same just-in-time compiler as ace.
  const compiler =
    source === 'ts'
      ? `import(${JSON.stringify(import.meta.resolve('@poppinss/ts-exec'))}).then(() => `
      : '('
  const worker = new Worker(`${compiler}import(${entry}))`, {
    eval: true,
    workerData: { bytes, kind, maxRows },
    resourceLimits: {
      maxOldGenerationSizeMb: heapMb,
      ...(limits.youngMb ? { maxYoungGenerationSizeMb: limits.youngMb } : {}),
    },
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ReaderLimitError(`reading took over ${limits.timeoutMs} ms`))
      void worker.terminate()
    }, limits.timeoutMs)
    const done = () => clearTimeout(timer)
    worker.once(
      'message',
      (
        message:
          | { ok: true; data: SheetData }
          | { ok: false; error: string; refused?: SpreadsheetRejectedError['reason'] }
      ) => {
        done()
        if (message.ok) resolve(message.data)
        else if (message.refused)
          reject(new SpreadsheetRejectedError(message.refused, message.error))
        else reject(new UnreadableSpreadsheetError(message.error))
        void worker.terminate()
      }
    )
    worker.once('error', (error: Error & { code?: string }) => {
      done()
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ReaderLimitError(error.message)
          : new UnreadableSpreadsheetError(error.message)
      )
    })
    worker.once('exit', (code) => {
      done()
      if (code !== 0) reject(new ReaderLimitError(`reader stopped with code ${code}`))
    })
  })
}
