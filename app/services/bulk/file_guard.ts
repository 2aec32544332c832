import yauzl from 'yauzl'
import { BULK_EXTENSIONS, BULK_MAX_BYTES } from '#shared/bulk_columns'

export type SpreadsheetKind = (typeof BULK_EXTENSIONS)[number]

/** Why a file is refused before anything reads it; the key of its message (bulk_upload.file.*). */
export class SpreadsheetRejectedError extends Error {
  constructor(
    readonly reason: 'type' | 'size' | 'content' | 'bomb' | 'encrypted' | 'empty',
    detail?: string
  ) {
    super(detail ?? reason)
  }
}

/** Limits of the zip scan: an .xlsx of 50,000 rows holds a few dozen entries and inflates to about 60 MB. */
export const ZIP_LIMITS = {
  entries: 1_000,
  /** Sum of the declared uncompressed sizes. */
  totalBytes: 300 * 1024 * 1024,
  /** Ratio of one entry, once it declares more than a megabyte (sheet XML compresses 10-30×). */
  ratio: 200,
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/** The kind named by the file's extension (001 §5), or the 'type' refusal. */
export function kindOf(fileName: string): SpreadsheetKind {
  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  if (!(BULK_EXTENSIONS as readonly string[]).includes(extension)) throw new SpreadsheetRejectedError('type')
  return extension as SpreadsheetKind
}

/**
 * Everything checked before a reader sees the bytes: size (10 MB), that the
 * content is what the extension claims (an .xlsx is a zip, an .xls a
 * compound file), and for a zip its central directory — entry count,
 * declared sizes, compression ratios, encryption — so a zip bomb is refused
 * before anything is inflated. What a lying directory hides is bounded by the
 * reader's worker (memory and time limits, spreadsheet_reader.ts).
 */
export async function guardSpreadsheet(fileName: string, bytes: Buffer): Promise<SpreadsheetKind> {
  const kind = kindOf(fileName)
  if (bytes.length > BULK_MAX_BYTES) throw new SpreadsheetRejectedError('size')
  if (bytes.length === 0) throw new SpreadsheetRejectedError('empty')
  // Office saves a password-protected .xlsx as a compound file holding the encrypted package.
  if (kind === 'xlsx' && startsWith(bytes, CFB_SIGNATURE)) throw new SpreadsheetRejectedError('encrypted')
  const signature = kind === 'xlsx' ? ZIP_SIGNATURE : CFB_SIGNATURE
  if (!startsWith(bytes, signature)) throw new SpreadsheetRejectedError('content')
  if (kind === 'xlsx') await scanZip(bytes)
  return kind
}

function startsWith(bytes: Buffer, signature: Buffer) {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature)
}

async function scanZip(bytes: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, file) => (error ? reject(new SpreadsheetRejectedError('content', error.message)) : resolve(file)))
  )
  if (zip.entryCount > ZIP_LIMITS.entries) {
    zip.close()
    throw new SpreadsheetRejectedError('bomb', `${zip.entryCount} entries`)
  }
  let total = 0
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close()
      reject(error)
    }
    zip.on('error', (error: Error) => fail(new SpreadsheetRejectedError('content', error.message)))
    zip.on('end', () => resolve())
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.isEncrypted()) return fail(new SpreadsheetRejectedError('encrypted'))
      total += entry.uncompressedSize
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
      if (total > ZIP_LIMITS.totalBytes) return fail(new SpreadsheetRejectedError('bomb', `${total} bytes declared`))
      if (entry.uncompressedSize > 1024 * 1024 && ratio > ZIP_LIMITS.ratio) return fail(new SpreadsheetRejectedError('bomb', `ratio ${Math.round(ratio)} in ${entry.fileName}`))
      zip.readEntry()
    })
    zip.readEntry()
  })
}
