import { randomBytes } from 'node:crypto'
import { crc32, deflateRawSync, constants } from 'node:zlib'
import yauzl from 'yauzl'

/**
 * Zips written byte by byte, so a test can make the headers lie: an entry of
 * a real workbook, or a deflate stream of zeros that inflates to hundreds of
 * megabytes from a few hundred kilobytes (built without ever holding them).
 */
export type RawEntry = {
  name: string
  /** 0 stored, 8 deflated. */
  method: number
  /** The entry's bytes as they are in the file (compressed when method is 8). */
  data: Buffer
  crc: number
  size: number
  flags: number
  /** What the local header says instead of the central one's values. */
  local?: Partial<{
    name: string
    method: number
    crc: number
    compressedSize: number
    size: number
    flags: number
  }>
  /** What the central directory says instead of the real size. */
  declaredSize?: number
}

const MEGABYTE = 1024 * 1024

/**
 * A raw deflate stream of `megabytes` MB of zeros: one megabyte compressed
 * (about 1 kB, ending on a byte boundary), repeated, then an empty final
 * block. With `padding`, each megabyte is followed by that many random bytes
 * in a stored block, which lowers the compression ratio to what real XML has.
 */
export function zerosStream(
  megabytes: number,
  padding = 0
): { data: Buffer; size: number; crc: number } {
  const zeros = Buffer.alloc(MEGABYTE)
  const segment = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })
  const noise = randomBytes(padding)
  const stored = padding
    ? Buffer.concat([
        Buffer.from([0x00, padding & 0xff, padding >> 8, ~padding & 0xff, (~padding >> 8) & 0xff]),
        noise,
      ])
    : Buffer.alloc(0)
  const parts: Buffer[] = []
  let crc = 0
  for (let i = 0; i < megabytes; i++) {
    parts.push(segment, stored)
    crc = crc32(noise, crc32(zeros, crc))
  }
  parts.push(Buffer.from([0x03, 0x00]))
  return { data: Buffer.concat(parts), size: megabytes * (MEGABYTE + padding), crc }
}

/** The entries of a zip as stored (compressed bytes, headers' values), to write again with changes. */
export async function rawEntries(bytes: Buffer): Promise<RawEntry[]> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true })
  const entries: yauzl.Entry[] = []
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry)
      zip.readEntry()
    })
    zip.on('end', resolve)
    zip.on('error', reject)
    zip.readEntry()
  })
  const raw: RawEntry[] = []
  for (const entry of entries) {
    const stream = await zip.openReadStreamPromise(entry, { decodeFileData: false })
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    raw.push({
      name: entry.fileName,
      method: entry.compressionMethod,
      data: Buffer.concat(chunks),
      crc: entry.crc32,
      size: entry.uncompressedSize,
      flags: entry.generalPurposeBitFlag & ~0x0008,
    })
  }
  return raw
}

/**
 * Writes the entries as a zip: local header, data (and a data descriptor
 * when flag 3 is set), then the central directory. The central directory
 * says `declaredSize ?? size`; the local header says the same unless `local`
 * overrides a field.
 */
export function rawZip(entries: RawEntry[]): Buffer {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const declared = entry.declaredSize ?? entry.size
    const local = {
      name: entry.name,
      method: entry.method,
      crc: entry.crc,
      compressedSize: entry.data.length,
      size: declared,
      flags: entry.flags,
      ...entry.local,
    }
    const localName = Buffer.from(local.name, 'utf8')
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(local.flags, 6)
    header.writeUInt16LE(local.method, 8)
    header.writeUInt32LE(local.crc >>> 0, 14)
    header.writeUInt32LE(local.compressedSize, 18)
    header.writeUInt32LE(local.size, 22)
    header.writeUInt16LE(localName.length, 26)
    const descriptor = entry.flags & 0x0008 ? Buffer.alloc(16) : Buffer.alloc(0)
    if (descriptor.length) {
      descriptor.writeUInt32LE(0x08074b50, 0)
      descriptor.writeUInt32LE(entry.crc >>> 0, 4)
      descriptor.writeUInt32LE(entry.data.length, 8)
      descriptor.writeUInt32LE(declared, 12)
    }
    parts.push(header, localName, entry.data, descriptor)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.flags, 8)
    central.writeUInt16LE(entry.method, 10)
    central.writeUInt32LE(entry.crc >>> 0, 16)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(declared, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    directory.push(central, name)
    offset += header.length + localName.length + entry.data.length + descriptor.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, directoryBytes, end])
}

/**
 * The workbook of the attack review: a small valid .xlsx whose sheet is
 * replaced by ~`megabytes` MB of zeros deflated to a few hundred kB, the
 * central directory declaring 1,000 bytes and the local header 0. With
 * `dataDescriptor`, both headers set flag 3, under which a local header's
 * zeros are legitimate: only the inflation cap can stop it.
 */
export async function zipBombWorkbook(
  workbook: Buffer,
  { megabytes = 340, dataDescriptor = false } = {}
): Promise<Buffer> {
  const bomb = zerosStream(megabytes)
  const result = await rawEntries(workbook)
  const entries = result.map((entry) =>
    entry.name.startsWith('xl/worksheets/sheet')
      ? {
          ...entry,
          method: 8,
          data: bomb.data,
          crc: 0x12345678,
          size: bomb.size,
          declaredSize: 1_000,
          flags: dataDescriptor ? entry.flags | 0x0008 : entry.flags,
          local: {
            size: 0,
            crc: dataDescriptor ? 0 : 0x12345678,
            compressedSize: dataDescriptor ? 0 : bomb.data.length,
          },
        }
      : entry
  )
  return rawZip(entries)
}
