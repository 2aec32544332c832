import { test } from '@japa/runner'
import yazl from 'yazl'
import { guardSpreadsheet, SpreadsheetRejectedError, ZIP_LIMITS } from '#services/bulk/file_guard'
import { plainNumber } from '#services/bulk/row_cells'

async function zip(entries: { name: string; bytes: Buffer; compress?: boolean }[]): Promise<Buffer> {
  const file = new yazl.ZipFile()
  for (const entry of entries) file.addBuffer(entry.bytes, entry.name, { compress: entry.compress ?? true })
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
  test('a zip bomb is refused from its central directory, before anything is inflated', async ({ assert }) => {
    const bomb = await zip([{ name: 'xl/worksheets/sheet1.xml', bytes: Buffer.alloc(60 * 1024 * 1024, 0x41) }])
    assert.isBelow(bomb.length, 200 * 1024)
    assert.equal(await reason('units.xlsx', bomb), 'bomb')
  }).disableTimeout()

  test('too many entries, or too much declared in all, is refused', async ({ assert }) => {
    const many = await zip(Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => ({ name: `x/${i}.xml`, bytes: Buffer.from('<a/>') })))
    assert.equal(await reason('units.xlsx', many), 'bomb')
    const big = await zip(Array.from({ length: 4 }, (_, i) => ({ name: `x/${i}.xml`, bytes: Buffer.alloc(80 * 1024 * 1024, i), compress: true })))
    assert.equal(await reason('units.xlsx', big), 'bomb')
  }).disableTimeout()

  test('encrypted entries and password-protected workbooks are refused', async ({ assert }) => {
    const plain = await zip([{ name: '[Content_Types].xml', bytes: Buffer.from('<Types/>') }])
    assert.equal(await reason('units.xlsx', plain), 'accepted')
    assert.equal(await reason('units.xlsx', markEncrypted(plain)), 'encrypted')
    const compoundFile = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)])
    assert.equal(await reason('units.xlsx', compoundFile), 'encrypted')
    assert.equal(await reason('units.xls', compoundFile), 'accepted')
  })

  test('the extension, the size and the signature must agree', async ({ assert }) => {
    assert.equal(await reason('units.csv', Buffer.from('a,b')), 'type')
    assert.equal(await reason('units.xlsx', Buffer.alloc(10 * 1024 * 1024 + 1)), 'size')
    assert.equal(await reason('units.xlsx', Buffer.alloc(0)), 'empty')
    assert.equal(await reason('units.xlsx', Buffer.from('Venture_Name,Price\n')), 'content')
    assert.equal(await reason('units.xls', await zip([{ name: 'a.xml', bytes: Buffer.from('<a/>') }])), 'content')
  })

  test('numbers accept Indian and Western grouping and a currency sign; other text is left to the validator', ({ assert }) => {
    assert.equal(plainNumber('85,00,000'), '8500000')
    assert.equal(plainNumber('8,500,000'), '8500000')
    assert.equal(plainNumber('₹ 85 00 000'), '8500000')
    assert.equal(plainNumber('1,250.5'), '1250.5')
    assert.equal(plainNumber('abc'), 'abc')
    assert.equal(plainNumber('=1+1'), '=1+1')
  })
})
