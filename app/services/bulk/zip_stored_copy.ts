import type yauzl from 'yauzl'
import {
  checkedEntries,
  inflateEntry,
  STORED,
  ZIP_LIMITS,
  ZipRefusedError,
  type ZipLimits,
} from '#services/bulk/zip_archive'

/** General-purpose flag 11: the entry's name is UTF-8 (kept from the original). */
const UTF8_NAMES = 0x0800

/**
 * The zip rebuilt from what was verified: every entry inflated within the
 * limits, its size and CRC-32 checked, and written again uncompressed
 * (stored) under headers built here. A reader given this copy trusts only
 * those headers and inflates nothing, whatever the original's local headers said.
 * `rank` orders the entries (lowest first): a streaming reader gets the parts
 * it needs before the sheets (exceljs_stream_reader.ts).
 */
export async function storedCopy(
  bytes: Buffer,
  limits: ZipLimits = ZIP_LIMITS,
  rank: (name: string) => number = () => 0
): Promise<Buffer> {
  // A stable sort: entries of equal rank keep the archive's order.
  const checked = await checkedEntries(bytes, limits)
  const entries = checked
    .map((item, index) => ({ item, index, rank: rank(item.entry.fileName) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item)
  const layout = entries.map(({ entry }) => ({
    entry,
    name: entry.fileNameRaw,
    size: entry.uncompressedSize,
    offset: 0,
  }))
  const dataBytes = layout.reduce((sum, item) => sum + 30 + item.name.length + item.size, 0)
  const directoryBytes = layout.reduce((sum, item) => sum + 46 + item.name.length, 0)
  const out = Buffer.alloc(dataBytes + directoryBytes + 22)
  const counter = { total: 0 }
  let at = 0
  for (const [index, item] of layout.entries()) {
    item.offset = at
    at = writeHeader(out, at, item.entry, item.name)
    const start = at
    await inflateEntry(entries[index], limits, counter, (chunk) => {
      chunk.copy(out, at)
      at += chunk.length
    })
    if (at - start !== item.size)
      throw new ZipRefusedError('content', `${item.entry.fileName}: size changed`)
  }
  const directoryStart = at
  for (const item of layout) at = writeHeader(out, at, item.entry, item.name, item.offset)
  out.writeUInt32LE(0x06054b50, at)
  out.writeUInt16LE(layout.length, at + 8)
  out.writeUInt16LE(layout.length, at + 10)
  out.writeUInt32LE(at - directoryStart, at + 12)
  out.writeUInt32LE(directoryStart, at + 16)
  return out
}

/** A stored entry's local header, or its central one when `offset` (of the local header) is given; returns where the next record starts. */
function writeHeader(
  out: Buffer,
  at: number,
  entry: yauzl.Entry,
  name: Buffer,
  offset?: number
): number {
  const central = offset !== undefined
  out.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, at)
  if (central) out.writeUInt16LE(20, at + 4) // version made by: 2.0
  // "Version needed" to "file name length": the same fields, two bytes later in the central header.
  const p = central ? at + 6 : at + 4
  out.writeUInt16LE(10, p) // version needed: 1.0, stored
  out.writeUInt16LE(entry.generalPurposeBitFlag & UTF8_NAMES, p + 2)
  out.writeUInt16LE(STORED, p + 4)
  out.writeUInt16LE(entry.lastModFileTime, p + 6)
  out.writeUInt16LE(entry.lastModFileDate, p + 8)
  out.writeUInt32LE(entry.crc32, p + 10)
  out.writeUInt32LE(entry.uncompressedSize, p + 14)
  out.writeUInt32LE(entry.uncompressedSize, p + 18)
  out.writeUInt16LE(name.length, p + 22)
  // Extra field length 0; in the central header also comment length, disk, attributes 0 (the buffer is zeroed).
  if (central) out.writeUInt32LE(offset, at + 42)
  const nameAt = central ? at + 46 : at + 30
  name.copy(out, nameAt)
  return nameAt + name.length
}
