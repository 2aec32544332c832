import { createInflateRaw, crc32 } from 'node:zlib'
import yauzl from 'yauzl'
import { DomainError } from '#exceptions/domain_error'

/**
 * Limits of every zip the server opens (an .xlsx is one), checked on the
 * central directory and again while each entry inflates. A 50,000-row sheet
 * (the most one upload may hold) is 26-60 MB of XML; 150,000 rows, past
 * what a 10 MB file of real data holds, are 84 MB.
 */
export const ZIP_LIMITS = {
  entries: 1_000,
  /** Bytes one entry may inflate to (declared and actual). */
  entryBytes: 128 * 1024 * 1024,
  /** Bytes all entries together may inflate to (declared and actual). */
  totalBytes: 160 * 1024 * 1024,
  /** Ratio of one entry, once it declares more than a megabyte (sheet XML compresses 10-30×). */
  ratio: 200,
}

export type ZipLimits = typeof ZIP_LIMITS

/**
 * Why a zip is refused (422): damaged or forged ('content'), inflating past
 * the limits ('bomb'), or encrypted; its message is bulk_upload.file.<reason>.
 */
export class ZipRefusedError extends DomainError {
  constructor(
    readonly reason: 'content' | 'bomb' | 'encrypted',
    readonly detail: string
  ) {
    super(`bulk_upload.file.${reason}`)
  }
}

/** General-purpose flags both headers must agree on: encryption (0, 6, 13), data descriptor (3), UTF-8 names (11). */
const AGREEING_FLAGS = 0x0001 | 0x0008 | 0x0040 | 0x0800 | 0x2000
const DATA_DESCRIPTOR = 0x0008
export const STORED = 0
const DEFLATED = 8
const ZIP64_MARK = 0xffffffff

export type CheckedEntry = { entry: yauzl.Entry; data: Buffer }

/**
 * Reads the whole zip within the limits and discards what it inflates: the
 * guard's check, before a file is accepted or queued.
 */
export async function checkZip(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<void> {
  const entries = await checkedEntries(bytes, limits)
  const counter = { total: 0 }
  for (const item of entries) await inflateEntry(item, limits, counter, () => {})
}

/**
 * Every entry, checked before anything is inflated: count, encryption,
 * compression method, declared sizes and ratios (central directory), and
 * that each local header agrees with its central one (name, method, flags,
 * and sizes and CRC unless a data descriptor carries them).
 */
export async function checkedEntries(bytes: Buffer, limits: ZipLimits): Promise<CheckedEntry[]> {
  const zip = await yauzl
    .fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    })
    .catch((error: Error) => {
      throw new ZipRefusedError('content', error.message)
    })
  try {
    if (zip.entryCount > limits.entries)
      throw new ZipRefusedError('bomb', `${zip.entryCount} entries`)
    const entries: CheckedEntry[] = []
    const names = new Set<string>()
    let declared = 0
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.isEncrypted()) throw new ZipRefusedError('encrypted', entry.fileName)
      if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)
        throw new ZipRefusedError(
          'content',
          `method ${entry.compressionMethod} in ${entry.fileName}`
        )
      const name = entry.fileNameRaw.toString('latin1')
      if (names.has(name)) throw new ZipRefusedError('content', `${entry.fileName} twice`)
      names.add(name)
      declared += entry.uncompressedSize
      if (entry.uncompressedSize > limits.entryBytes)
        throw new ZipRefusedError(
          'bomb',
          `${entry.uncompressedSize} bytes declared by ${entry.fileName}`
        )
      if (declared > limits.totalBytes)
        throw new ZipRefusedError('bomb', `${declared} bytes declared`)
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
      if (entry.uncompressedSize > 1024 * 1024 && ratio > limits.ratio)
        throw new ZipRefusedError('bomb', `ratio ${Math.round(ratio)} in ${entry.fileName}`)
      const local = await zip.readLocalFileHeaderPromise(entry).catch((error: Error) => {
        throw new ZipRefusedError('content', error.message)
      })
      const disagreement = headerDisagreement(entry, local)
      if (disagreement)
        throw new ZipRefusedError(
          'content',
          `${entry.fileName}: local header's ${disagreement} differs from the central directory's`
        )
      if (local.fileDataStart + entry.compressedSize > bytes.length)
        throw new ZipRefusedError('content', `${entry.fileName} overflows the file`)
      entries.push({
        entry,
        data: bytes.subarray(local.fileDataStart, local.fileDataStart + entry.compressedSize),
      })
    }
    return entries
  } finally {
    zip.close()
  }
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry)
      zip.off('end', onEnd)
      zip.off('error', onError)
    }
    const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry))
    const onEnd = () => (cleanup(), resolve(null))
    const onError = (error: Error) => (
      cleanup(),
      reject(new ZipRefusedError('content', error.message))
    )
    zip.on('entry', onEntry)
    zip.on('end', onEnd)
    zip.on('error', onError)
    zip.readEntry()
  })
}

/** The first field on which an entry's local header contradicts its central one, or null. */
function headerDisagreement(entry: yauzl.Entry, local: yauzl.LocalFileHeader): string | null {
  if (!local.fileName.equals(entry.fileNameRaw)) return 'name'
  if (local.compressionMethod !== entry.compressionMethod) return 'compression method'
  if ((local.generalPurposeBitFlag ^ entry.generalPurposeBitFlag) & AGREEING_FLAGS) return 'flags'
  const sizes = localSizes(local)
  // With a data descriptor the local header may leave CRC and sizes at zero (they follow the data).
  const agrees = (localValue: number, centralValue: number) =>
    localValue === centralValue ||
    (Boolean(entry.generalPurposeBitFlag & DATA_DESCRIPTOR) && localValue === 0)
  if (!agrees(local.crc32, entry.crc32)) return 'CRC-32'
  if (!agrees(sizes.compressed, entry.compressedSize)) return 'compressed size'
  if (!agrees(sizes.uncompressed, entry.uncompressedSize)) return 'uncompressed size'
  return null
}

/** A local header's sizes, from its ZIP64 extra field when the 32-bit fields hold the 0xFFFFFFFF mark. */
function localSizes(local: yauzl.LocalFileHeader): { compressed: number; uncompressed: number } {
  let compressed = local.compressedSize
  let uncompressed = local.uncompressedSize
  if (compressed !== ZIP64_MARK && uncompressed !== ZIP64_MARK) return { compressed, uncompressed }
  const extra = local.extraField
  for (let i = 0; i + 4 <= extra.length;) {
    const id = extra.readUInt16LE(i)
    const size = extra.readUInt16LE(i + 2)
    if (id === 0x0001) {
      let p = i + 4
      const end = p + size
      if (uncompressed === ZIP64_MARK && p + 8 <= end)
        ((uncompressed = Number(extra.readBigUInt64LE(p))), (p += 8))
      if (compressed === ZIP64_MARK && p + 8 <= end) compressed = Number(extra.readBigUInt64LE(p))
      break
    }
    i += 4 + size
  }
  return { compressed, uncompressed }
}

/**
 * Inflates one entry, handing each piece to `sink`. Stops the moment the
 * output passes the entry's declared size (itself within `entryBytes`) or the
 * running total passes `totalBytes`; then checks the size and CRC-32.
 */
export function inflateEntry(
  { entry, data }: CheckedEntry,
  limits: ZipLimits,
  counter: { total: number },
  sink: (chunk: Buffer) => void
): Promise<void> {
  const cap = Math.min(entry.uncompressedSize, limits.entryBytes)
  let size = 0
  let crc = 0
  const take = (chunk: Buffer): ZipRefusedError | null => {
    size += chunk.length
    counter.total += chunk.length
    if (size > cap)
      return new ZipRefusedError('bomb', `${entry.fileName} inflates past ${cap} bytes`)
    if (counter.total > limits.totalBytes)
      return new ZipRefusedError('bomb', `the entries inflate past ${limits.totalBytes} bytes`)
    crc = crc32(chunk, crc)
    sink(chunk)
    return null
  }
  const verify = () => {
    if (size !== entry.uncompressedSize)
      return new ZipRefusedError(
        'content',
        `${entry.fileName} holds ${size} bytes, not ${entry.uncompressedSize}`
      )
    if (crc >>> 0 !== entry.crc32 >>> 0)
      return new ZipRefusedError('content', `${entry.fileName} fails its CRC-32`)
    return null
  }
  if (entry.compressionMethod === STORED) {
    const error = take(data) ?? verify()
    return error ? Promise.reject(error) : Promise.resolve()
  }
  return new Promise((resolve, reject) => {
    // 64 kB pieces: an entry is stopped at most that far past its cap.
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 })
    let failed = false
    const fail = (error: ZipRefusedError) => {
      if (failed) return
      failed = true
      inflate.destroy()
      reject(error)
    }
    inflate.on('data', (chunk: Buffer) => {
      const error = failed ? null : take(chunk)
      if (error) fail(error)
    })
    inflate.on('error', (error: Error) =>
      fail(new ZipRefusedError('content', `${entry.fileName}: ${error.message}`))
    )
    inflate.on('end', () => {
      if (failed) return
      const error = verify()
      if (error) fail(error)
      else resolve()
    })
    inflate.end(data)
  })
}
