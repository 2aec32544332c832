import { DomainError } from '#exceptions/domain_error'
import { checkZip, ZipRefusedError } from '#services/bulk/zip_archive'
import { BULK_EXTENSIONS, BULK_MAX_BYTES } from '#rules/bulk_columns'

export { ZIP_LIMITS } from '#services/bulk/zip_archive'

export type SpreadsheetKind = (typeof BULK_EXTENSIONS)[number]

/** Why a file is refused before anything reads it (422); its message is bulk_upload.file.<reason>. */
export class SpreadsheetRejectedError extends DomainError {
  constructor(
    readonly reason: 'type' | 'size' | 'content' | 'bomb' | 'encrypted' | 'empty',
    readonly detail?: string
  ) {
    super(`bulk_upload.file.${reason}`)
  }
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/** The kind named by the file's extension (001 §5), or the 'type' refusal. */
export function kindOf(fileName: string): SpreadsheetKind {
  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  if (!(BULK_EXTENSIONS as readonly string[]).includes(extension))
    throw new SpreadsheetRejectedError('type')
  return extension as SpreadsheetKind
}

/**
 * Everything checked before a reader sees the bytes: size (10 MB), that the
 * content is what the extension claims (an .xlsx is a zip, an .xls a
 * compound file), and for a zip every entry: count, declared sizes and
 * ratios, encryption, local headers that contradict the central directory
 * (refused before anything is inflated), then each entry inflated and
 * discarded within ZIP_LIMITS, stopped where it passes its declared size.
 * The reader does not trust the file either: it reads a copy rebuilt from
 * the verified entries (storedCopy, in its worker).
 */
export async function guardSpreadsheet(fileName: string, bytes: Buffer): Promise<SpreadsheetKind> {
  const kind = kindOf(fileName)
  if (bytes.length > BULK_MAX_BYTES) throw new SpreadsheetRejectedError('size')
  if (bytes.length === 0) throw new SpreadsheetRejectedError('empty')
  // Office saves a password-protected .xlsx as a compound file holding the encrypted package.
  if (kind === 'xlsx' && startsWith(bytes, CFB_SIGNATURE))
    throw new SpreadsheetRejectedError('encrypted')
  const signature = kind === 'xlsx' ? ZIP_SIGNATURE : CFB_SIGNATURE
  if (!startsWith(bytes, signature)) throw new SpreadsheetRejectedError('content')
  if (kind === 'xlsx') await scanZip(bytes)
  return kind
}

function startsWith(bytes: Buffer, signature: Buffer) {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature)
}

/** The whole zip read within ZIP_LIMITS (zip_archive.ts), its refusal as this file's. */
async function scanZip(bytes: Buffer): Promise<void> {
  try {
    await checkZip(bytes)
  } catch (error) {
    if (error instanceof ZipRefusedError)
      throw new SpreadsheetRejectedError(error.reason, error.detail)
    throw error
  }
}
