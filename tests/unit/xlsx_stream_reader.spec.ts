import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import { READ_LIMITS, readSpreadsheet } from '#services/bulk/spreadsheet_reader'
import { HEADER, unitRows, workbook } from '#tests/helpers/bulk'

/**
 * The .xlsx reader streams (issue 28: a 50,000-row import under 512 MB):
 * rows are read one by one as text, from the data sheet only, so a file
 * whose whole workbook of cell objects would not fit the reading thread's
 * heap is still read; cells are text as before (formulas their text).
 */
async function book(build: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbookFile = new ExcelJS.Workbook()
  build(workbookFile)
  return Buffer.from(await workbookFile.xlsx.writeBuffer())
}

test.group('Streaming .xlsx reader', () => {
  test('30,000 rows are read within a 48 MB heap', async ({ assert }) => {
    const bytes = await workbook(unitRows(30_000))
    const sheet = await readSpreadsheet(bytes, 'xlsx', 50_000, { timeoutMs: 60_000, heapMb: 48 })
    assert.equal(sheet.sheet, 'Units')
    assert.equal(sheet.rows.length, 30_001)
    assert.deepEqual(sheet.rows[0], HEADER)
    assert.equal(sheet.rows[30_000][HEADER.indexOf('Unit_ID')], `A-${101 + 29_999}`)
    assert.isFalse(sheet.truncated)
  }).timeout(120_000)

  test('the reading thread has a small young generation by default, and reads within it', async ({
    assert,
  }) => {
    // Uncapped, V8 grows it to 128 MB during a large read and the process keeps that resident.
    assert.equal(READ_LIMITS.youngMb, 32)
    const bytes = await workbook(unitRows(10_000))
    const sheet = await readSpreadsheet(bytes, 'xlsx', 50_000, {
      timeoutMs: 60_000,
      heapMb: 48,
      youngMb: 4,
    })
    assert.equal(sheet.rows.length, 10_001)
  }).timeout(120_000)

  test('the Units sheet is read, not the first one; instructions are skipped', async ({
    assert,
  }) => {
    const withUnits = await book((b) => {
      b.addWorksheet('Notes').addRow(['not this'])
      b.addWorksheet('Units').addRow(['Venture_Name'])
    })
    const units = await readSpreadsheet(withUnits, 'xlsx', 10)
    assert.equal(units.sheet, 'Units')
    const withoutUnits = await book((b) => {
      b.addWorksheet('Instructions').addRow(['how to'])
      b.addWorksheet('Data').addRow(['Venture_Name'])
    })
    const data = await readSpreadsheet(withoutUnits, 'xlsx', 10)
    assert.equal(data.sheet, 'Data')
    assert.deepEqual(data.rows, [['Venture_Name']])
  }).timeout(30_000)

  test('cells are text: formulas (shared ones too), rich text, links, numbers, gaps', async ({
    assert,
  }) => {
    const bytes = await book((b) => {
      const sheet = b.addWorksheet('Units')
      sheet.addRow(['a', 'b', 'c'])
      sheet.getCell('A2').value = { formula: '1+1', result: 2 }
      sheet.getCell('B2').value = { richText: [{ text: 'Sky' }, { text: 'line ' }] }
      sheet.getCell('C2').value = { text: ' Site ', hyperlink: 'https://example.com' }
      sheet.getCell('A3').value = 85_00_000
      sheet.getCell('B3').value = 0.1 + 0.2
      sheet.getCell('C3').value = '  trimmed  '
      // A shared formula as Excel writes one (exceljs's types lack its shareType and ref).
      sheet.getCell('A4').value = {
        formula: 'B4*2',
        result: 0,
        shareType: 'shared',
        ref: 'A4:A5',
      } as ExcelJS.CellFormulaValue
      sheet.getCell('A5').value = { sharedFormula: 'A4', result: 0 }
      sheet.getCell('C7').value = 'after a gap'
    })
    const { rows } = await readSpreadsheet(bytes, 'xlsx', 10)
    assert.deepEqual(rows[1], ['=1+1', 'Skyline', 'Site'])
    assert.deepEqual(rows[2], ['8500000', '0.3', 'trimmed'])
    assert.equal(rows[3][0], '=B4*2')
    assert.match(rows[4][0], /^=/)
    assert.deepEqual(rows[5], [])
    assert.deepEqual(rows[6], ['', '', 'after a gap'])
  }).timeout(30_000)

  test('past the cap the sheet is cut and says so', async ({ assert }) => {
    const sheet = await readSpreadsheet(await workbook(unitRows(12)), 'xlsx', 10)
    assert.isTrue(sheet.truncated)
    assert.equal(sheet.rows.length, 11)
  }).timeout(30_000)
})
