import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { VentureFactory } from '#database/factories/venture_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import {
  fixture,
  HEADER,
  sheetRows,
  unitRow,
  unitRows,
  workbook,
  finishImports,
  countOf,
} from '#tests/helpers/bulk'

const preview = (client: any, token: string, bytes: Buffer, filename = 'units.xlsx') =>
  client.post('/api/bulk-upload/preview').bearerToken(token).file('file', bytes, { filename })

const written = async () => ({
  ventures: await countOf(db.from('ventures')),
  units: await countOf(db.from('properties').whereNotNull('venture_id')),
  imports: await countOf(db.from('bulk_imports')),
})

test.group('Bulk upload: template and preview', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)

  test('the template has the columns, two example rows, dropdowns for the listed values and instructions', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/bulk-upload/template')
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'spreadsheetml')
    const bytes = response.body() as Buffer
    const rows = await sheetRows(bytes, 'Units')
    assert.deepEqual(rows[0], HEADER)
    assert.lengthOf(
      rows.filter((row) => row.some(Boolean)),
      3
    )
    const { default: ExcelJS } = await import('exceljs')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes as unknown as ArrayBuffer)
    const typeColumn = book.getWorksheet('Units')!.getColumn(HEADER.indexOf('Unit_Type') + 1).letter
    assert.equal(book.getWorksheet('Units')!.getCell(`${typeColumn}2`).dataValidation.type, 'list')
    assert.include(
      String(book.getWorksheet('Units')!.getCell(`${typeColumn}2`).dataValidation.formulae?.[0]),
      'apartment'
    )
    assert.isOk(book.getWorksheet('Instructions'))
  }).disableTimeout()

  test('a valid LibreOffice .xlsx is previewed: counts, billable units, credits, 5 sample rows; nothing is written', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(3)
    const before = await written()
    const response = await preview(client, token, await fixture('valid_units.xlsx'))
    response.assertStatus(200)
    assert.include(response.body(), {
      total_ventures: 2,
      total_towers: 3,
      total_units: 12,
      credits_required: 12,
      new_ventures: 2,
      units_to_update: 0,
      credits_available: 3,
    })
    assert.deepEqual(response.body().validation_errors, [])
    assert.lengthOf(response.body().sample_data, 5)
    assert.deepEqual(Object.keys(response.body().sample_data[0]).sort(), [
      'BHK',
      'Price',
      'Tower_Name',
      'Unit_ID',
      'Unit_Type',
      'Venture_Name',
    ])
    assert.equal(
      response.body().sample_data.find((row: any) => row.Unit_ID === 'A-201').Price,
      8500000
    )
    assert.deepEqual(await written(), before)
  }).disableTimeout()

  test('a legacy .xls (BIFF8) saved by LibreOffice is read like the .xlsx', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const response = await preview(
      client,
      token,
      await fixture('valid_units.xls'),
      'valid_units.xls'
    )
    response.assertStatus(200)
    assert.include(response.body(), { total_ventures: 2, total_towers: 3, total_units: 12 })
    assert.deepEqual(response.body().validation_errors, [])
  }).disableTimeout()

  test('every problem of the invalid fixture is listed with its row and column', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const response = await preview(client, token, await fixture('invalid_units.xlsx'))
    response.assertStatus(200)
    assert.includeMembers(response.body().validation_errors, [
      'Row 3, Price: is required',
      'Row 4, Price: must be a number greater than 0',
      'Row 5, BHK: must be a whole number from 0 to 10',
      'Row 6, Facing: must be one of: North, South, East, West, North-East, North-West, South-East, South-West',
      'Row 7, Status: must be one of: available, sold, rented, under_construction, blocked',
      'Row 9, Unit_ID: Unit_ID B-201 appears twice in Tower B (first in row 8)',
      'Row 10, Unit_ID: may contain only letters, digits, spaces, - and /',
      'Row 11, City: Atlantis is not in our list of places',
    ])
    assert.lengthOf(response.body().validation_errors, 8)
    assert.equal(response.body().credits_required, 0)
  }).disableTimeout()

  test('numbers accept Indian grouping; formulas are text, never evaluated; values are trimmed', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const bytes = await workbook([
      unitRow({ Price: '85,00,000', Venture_Name: '  Skyline Residency  ' }),
      unitRow({ Unit_ID: 'A-102', Price: { formula: '1+1', result: 2 } }),
    ])
    const response = await preview(client, token, bytes)
    assert.deepEqual(response.body().validation_errors, [
      'Row 3, Price: must be a number greater than 0',
    ])
  }).disableTimeout()

  test('missing columns, unknown values and wrong types each have their message', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const missing = await preview(
      client,
      token,
      await workbook(
        [unitRow()],
        HEADER.filter((name) => name !== 'Price' && name !== 'Unit_ID')
      )
    )
    assert.deepEqual(missing.body().validation_errors, [
      'Missing column: Unit_ID',
      'Missing column: Price',
    ])
    const rows = await preview(
      client,
      token,
      await workbook([
        unitRow({ Unit_Type: 'castle' }),
        unitRow({ Unit_ID: 'A-102', Floor: 'ground' }),
        unitRow({ Unit_ID: 'A-103', Area: 0 }),
        unitRow({ Unit_ID: 'A-104', Tower_Name: '' }),
        unitRow({ Unit_ID: 'A-105', State: 'Atlantis' }),
      ])
    )
    assert.deepEqual(rows.body().validation_errors, [
      'Row 2, Unit_Type: must be one of: tower, villa, plot, apartment, commercial_space, office, shop, warehouse',
      'Row 3, Floor: must be a whole number from -5 to 300',
      'Row 4, Area: must be a number greater than 0',
      'Row 5, Tower_Name: is required',
      'Row 6, State: Atlantis is not in our list of places',
    ])
    const empty = await preview(client, token, await workbook([]))
    assert.deepEqual(empty.body().validation_errors, [
      'The file has no unit rows under its header.',
    ])
  }).disableTimeout()

  test('a venture name another account uses is refused', async ({ client, assert }) => {
    const { user: other } = await ownerWithCredits(0)
    await VentureFactory.merge({ ownerId: other.id, name: 'Skyline Residency' }).create()
    const { token } = await ownerWithCredits(0)
    const response = await preview(
      client,
      token,
      await workbook([unitRow({ Venture_Name: 'skyline residency' })])
    )
    assert.deepEqual(response.body().validation_errors, [
      'Row 2, Venture_Name: a venture named skyline residency belongs to another account',
    ])
  }).disableTimeout()

  test("the error copy is the sheet with an Error column naming each row's problems", async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const previewed = await preview(
      client,
      token,
      await fixture('invalid_units.xlsx'),
      'invalid_units.xlsx'
    )
    // The preview's sheet: the file is not sent again.
    const response = await client
      .post('/api/bulk-upload/error-copy')
      .bearerToken(token)
      .json({ preview_id: previewed.body().id })
    response.assertStatus(200)
    assert.include(response.header('content-disposition'), 'invalid_units-errors.xlsx')
    const rows = await sheetRows(response.body() as Buffer)
    const errorColumn = rows[0].indexOf('Error')
    assert.isAbove(errorColumn, 0)
    assert.equal(rows[1][errorColumn] ?? '', '')
    assert.equal(rows[2][errorColumn], 'Price: is required')
    assert.equal(rows[10][errorColumn], 'City: Atlantis is not in our list of places')
  }).disableTimeout()

  test('a preview without problems has no error copy', async ({ client, assert }) => {
    const { token } = await ownerWithCredits(0)
    const previewed = await preview(client, token, await workbook([unitRow()]))
    const response = await client
      .post('/api/bulk-upload/error-copy')
      .bearerToken(token)
      .json({ preview_id: previewed.body().id })
    response.assertStatus(422)
    assert.equal(response.body().detail, 'This file has no problems to mark.')
  }).disableTimeout()

  test('wrong type, over 10 MB, a renamed non-spreadsheet and no file are refused with their messages; nothing is written', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const before = await written()
    const csv = await preview(client, token, Buffer.from('a,b\n1,2\n'), 'units.csv')
    csv.assertStatus(422)
    assert.equal(csv.body().detail, 'Please select an Excel file (.xlsx or .xls)')
    const big = await preview(
      client,
      token,
      Buffer.concat([await workbook([unitRow()]), Buffer.alloc(11 * 1024 * 1024)])
    )
    big.assertStatus(422)
    assert.equal(big.body().detail, 'File size too large. Please keep it under 10MB.')
    const pdf = await preview(
      client,
      token,
      Buffer.from('%PDF-1.7 not a spreadsheet'),
      'units.xlsx'
    )
    pdf.assertStatus(422)
    assert.equal(pdf.body().detail, 'Please select an Excel file (.xlsx or .xls)')
    // Past the bodyparser's sniffing window the name decides the type; then our guard reads the signature.
    const text = Buffer.from('Venture_Name,Tower_Name\nSkyline,A\n'.repeat(300))
    const renamed = await preview(client, token, text, 'units.xlsx')
    renamed.assertStatus(422)
    assert.equal(
      renamed.body().detail,
      'This file is not a real Excel workbook. Save it from Excel, LibreOffice or Google Sheets as .xlsx or .xls and try again.'
    )
    const renamedXls = await preview(client, token, text, 'units.xls')
    renamedXls.assertStatus(422)
    assert.equal(renamedXls.body().detail, renamed.body().detail)
    const none = await client.post('/api/bulk-upload/preview').bearerToken(token).form({})
    none.assertStatus(422)
    assert.equal(none.body().detail, 'Please select an Excel file (.xlsx or .xls)')
    assert.deepEqual(await written(), before)
  }).disableTimeout()

  test('signed out: the page sends to /, the calls answer 401', async ({ client }) => {
    const page = await client.get('/bulk-upload').redirects(0)
    page.assertStatus(302)
    page.assertHeader('location', '/')
    const call = await client
      .post('/api/bulk-upload/preview')
      .file('file', await workbook([unitRow()]), { filename: 'u.xlsx' })
    call.assertStatus(401)
  })

  test('previews are rate limited per account', async ({ client, assert }) => {
    const { token } = await ownerWithCredits(0)
    const bytes = Buffer.from('not a spreadsheet')
    let last = 0
    for (let i = 0; i < 21; i++) {
      const response = await preview(client, token, bytes)
      last = response.status()
    }
    assert.equal(last, 429)
  })

  test('a preview of many rows stays a preview (the row split counts 600 creates)', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const response = await preview(client, token, await workbook(unitRows(600)))
    assert.include(response.body(), {
      units_to_create: 600,
      credits_required: 600,
      total_towers: 1,
    })
  }).disableTimeout()
})
