import { test } from '@japa/runner'
import yazl from 'yazl'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { guardSpreadsheet, SpreadsheetRejectedError, ZIP_LIMITS } from '#services/bulk/file_guard'
import { readSpreadsheet } from '#services/bulk/spreadsheet_reader'
import { templateWorkbook } from '#services/bulk/workbooks'
import { plainNumber } from '#services/bulk/row_cells'
import {
  rawEntries,
  rawZip,
  zerosStream,
  zipBombWorkbook,
  type RawEntry,
} from '#tests/helpers/zip_bombs'

const MEGABYTE = 1024 * 1024
const libreOfficeWorkbook = () => readFile(app.makePath('tests/fixtures/bulk/valid_units.xlsx'))

/** The fixture's entries, with `change` applied to its sheet's. */
async function withSheetEntry(change: (entry: RawEntry) => RawEntry): Promise<Buffer> {
  const result = await rawEntries(await libreOfficeWorkbook())
  return rawZip(
    result.map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? change(entry) : entry))
  )
}

/** An entry of `megabytes` MB (zeros, and 6,000 random bytes a megabyte: the ratio of real sheet XML, about 150). */
function honestEntry(name: string, megabytes: number): RawEntry {
  const stream = zerosStream(megabytes, 6_000)
  return { name, method: 8, data: stream.data, crc: stream.crc, size: stream.size, flags: 0 }
}

async function zip(
  entries: { name: string; bytes: Buffer; compress?: boolean }[]
): Promise<Buffer> {
  const file = new yazl.ZipFile()
  for (const entry of entries)
    file.addBuffer(entry.bytes, entry.name, { compress: entry.compress ?? true })
  file.end()
  const chunks: Buffer[] = []
  for await (const chunk of file.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function reason(name: string, bytes: Buffer): Promise<string> {
  try {
    await guardSpreadsheet(name, bytes)
    return 'accepted'
  } catch (error) {
    if (error instanceof SpreadsheetRejectedError) return error.reason
    throw error
  }
}

/** Sets the "encrypted" flag (bit 0) of every entry, in the local and the central headers. */
function markEncrypted(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes)
  for (let i = 0; i < copy.length - 4; i++) {
    const signature = copy.readUInt32LE(i)
    if (signature === 0x04034b50) copy.writeUInt16LE(copy.readUInt16LE(i + 6) | 1, i + 6)
    if (signature === 0x02014b50) copy.writeUInt16LE(copy.readUInt16LE(i + 8) | 1, i + 8)
  }
  return copy
}

test.group('Bulk upload file guard', () => {
  test('a zip bomb is refused from its central directory, before anything is inflated', async ({
    assert,
  }) => {
    const bomb = await zip([
      { name: 'xl/worksheets/sheet1.xml', bytes: Buffer.alloc(60 * 1024 * 1024, 0x41) },
    ])
    assert.isBelow(bomb.length, 200 * 1024)
    assert.equal(await reason('units.xlsx', bomb), 'bomb')
  }).disableTimeout()

  test('too many entries, or too much declared in all, is refused', async ({ assert }) => {
    const many = await zip(
      Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => ({
        name: `x/${i}.xml`,
        bytes: Buffer.from('<a/>'),
      }))
    )
    assert.equal(await reason('units.xlsx', many), 'bomb')
    const big = await zip(
      Array.from({ length: 4 }, (_, i) => ({
        name: `x/${i}.xml`,
        bytes: Buffer.alloc(80 * 1024 * 1024, i),
        compress: true,
      }))
    )
    assert.equal(await reason('units.xlsx', big), 'bomb')
  }).disableTimeout()

  test('encrypted entries and password-protected workbooks are refused', async ({ assert }) => {
    const plain = await zip([{ name: '[Content_Types].xml', bytes: Buffer.from('<Types/>') }])
    assert.equal(await reason('units.xlsx', plain), 'accepted')
    assert.equal(await reason('units.xlsx', markEncrypted(plain)), 'encrypted')
    const compoundFile = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ])
    assert.equal(await reason('units.xlsx', compoundFile), 'encrypted')
    assert.equal(await reason('units.xls', compoundFile), 'accepted')
  })

  test('the extension, the size and the signature must agree', async ({ assert }) => {
    assert.equal(await reason('units.csv', Buffer.from('a,b')), 'type')
    assert.equal(await reason('units.xlsx', Buffer.alloc(10 * 1024 * 1024 + 1)), 'size')
    assert.equal(await reason('units.xlsx', Buffer.alloc(0)), 'empty')
    assert.equal(await reason('units.xlsx', Buffer.from('Venture_Name,Price\n')), 'content')
    assert.equal(
      await reason('units.xls', await zip([{ name: 'a.xml', bytes: Buffer.from('<a/>') }])),
      'content'
    )
  })

  test('an entry whose local header contradicts the central directory is refused before anything is inflated', async ({
    assert,
  }) => {
    assert.equal(await reason('units.xlsx', await withSheetEntry((entry) => entry)), 'accepted')
    assert.equal(
      await reason(
        'units.xlsx',
        await withSheetEntry((entry) => ({ ...entry, local: { size: 0 } }))
      ),
      'content'
    )
    assert.equal(
      await reason(
        'units.xlsx',
        await withSheetEntry((entry) => ({ ...entry, local: { size: entry.size * 1000 } }))
      ),
      'content'
    )
    assert.equal(
      await reason(
        'units.xlsx',
        await withSheetEntry((entry) => ({
          ...entry,
          local: { compressedSize: entry.data.length + 1 },
        }))
      ),
      'content'
    )
    assert.equal(
      await reason(
        'units.xlsx',
        await withSheetEntry((entry) => ({ ...entry, local: { method: 0 } }))
      ),
      'content'
    )
    assert.equal(
      await reason(
        'units.xlsx',
        await withSheetEntry((entry) => ({ ...entry, local: { name: 'xl/worksheets/sheet2.xml' } }))
      ),
      'content'
    )
    assert.equal(
      await reason(
        'units.xlsx',
        await withSheetEntry((entry) => ({ ...entry, local: { flags: entry.flags | 0x0008 } }))
      ),
      'content'
    )
    // The review's workbook: 1,000 bytes in the central directory, 0 in the local header, ~340 MB of zeros inside.
    assert.equal(
      await reason('units.xlsx', await zipBombWorkbook(await libreOfficeWorkbook())),
      'content'
    )
  })

  test('an entry inflating past its declared size is stopped there, by the guard and by the reader', async ({
    assert,
  }) => {
    // Flag 3 (data descriptor) lets the local header say 0: the headers agree, only the inflation cap stops it.
    const bomb = await zipBombWorkbook(await libreOfficeWorkbook(), { dataDescriptor: true })
    assert.isBelow(bomb.length, 400 * 1024)
    assert.equal(await reason('units.xlsx', bomb), 'bomb')
    const refusal = await readSpreadsheet(bomb, 'xlsx', 10).catch((error) => error)
    assert.instanceOf(refusal, SpreadsheetRejectedError)
    assert.equal(refusal.reason, 'bomb')
  })

  test('an entry declaring more than the per-entry cap is refused, and entries together past the total cap', async ({
    assert,
  }) => {
    const perEntry = Math.ceil(ZIP_LIMITS.entryBytes / MEGABYTE)
    const large = await withSheetEntry((entry) => ({
      ...honestEntry(entry.name, perEntry),
      flags: entry.flags,
    }))
    assert.isBelow(large.length, 10 * MEGABYTE)
    assert.equal(await reason('units.xlsx', large), 'bomb')
    const half = Math.ceil(ZIP_LIMITS.totalBytes / 2 / MEGABYTE)
    assert.isBelow(half * MEGABYTE, ZIP_LIMITS.entryBytes)
    const together = rawZip([
      ...(await rawEntries(await libreOfficeWorkbook())),
      honestEntry('xl/media/a.xml', half),
      honestEntry('xl/media/b.xml', half),
    ])
    assert.equal(await reason('units.xlsx', together), 'bomb')
    // The same entries within the caps are inflated, measured and accepted.
    assert.equal(
      await reason(
        'units.xlsx',
        rawZip([
          ...(await rawEntries(await libreOfficeWorkbook())),
          honestEntry('xl/media/a.xml', 20),
        ])
      ),
      'accepted'
    )
  }).timeout(20_000)

  test('the template and the LibreOffice fixture are accepted, and read from their rebuilt copy', async ({
    assert,
  }) => {
    for (const locale of ['en', 'hi', 'te'])
      assert.equal(await reason('template.xlsx', await templateWorkbook(locale)), 'accepted')
    assert.equal(await reason('units.xlsx', await libreOfficeWorkbook()), 'accepted')
    const sheet = await readSpreadsheet(await libreOfficeWorkbook(), 'xlsx', 100)
    assert.equal(sheet.sheet, 'Units')
    assert.equal(sheet.rows[0][0], 'Venture_Name')
    assert.lengthOf(sheet.rows, 13)
  }).timeout(30_000)

  test('numbers accept Indian and Western grouping and a currency sign; other text is left to the validator', ({
    assert,
  }) => {
    assert.equal(plainNumber('85,00,000'), '8500000')
    assert.equal(plainNumber('8,500,000'), '8500000')
    assert.equal(plainNumber('₹ 85 00 000'), '8500000')
    assert.equal(plainNumber('1,250.5'), '1250.5')
    assert.equal(plainNumber('abc'), 'abc')
    assert.equal(plainNumber('=1+1'), '=1+1')
  })
})
