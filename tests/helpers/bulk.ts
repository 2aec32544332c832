import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import importJobs from '#services/bulk/import_jobs'
import { BULK_COLUMNS } from '#rules/bulk_columns'

// Workbooks come back as bytes: `response.body()` is the file's Buffer.
ApiRequest.addParser(
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  (response, done) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => done(null, Buffer.concat(chunks)))
  }
)

export const HEADER = BULK_COLUMNS.map((column) => column.name)

/** One unit row of the data sheet (Skyline Residency, Gachibowli, Tower A), with cells replaced by `overrides`. */
export function unitRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Venture_Name: 'Skyline Residency',
    State: 'Telangana',
    District: 'Rangareddy',
    City: 'Hyderabad',
    Area_Name: 'Gachibowli',
    Tower_Name: 'Tower A',
    Floor: 1,
    Unit_ID: 'A-101',
    Unit_Type: 'apartment',
    BHK: 2,
    Bathrooms: 2,
    Area: 1250,
    Price: 8500000,
    Facing: 'East',
    Status: 'available',
    ...overrides,
  }
}

/** Units A-101 … of Tower A (floor = index / 10 + 1). */
export function unitRows(count: number, overrides: Record<string, unknown> = {}) {
  return Array.from({ length: count }, (_, i) =>
    unitRow({ Unit_ID: `A-${101 + i}`, Floor: Math.floor(i / 10) + 1, ...overrides })
  )
}

/** An .xlsx whose 'Units' sheet has `header` and the rows' cells in that order (a cell `{formula}` is a formula). */
export async function workbook(
  rows: Record<string, unknown>[],
  header: string[] = HEADER
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Units')
  sheet.addRow(header)
  for (const row of rows)
    sheet.addRow(
      header.map((name) => (row[name] === undefined ? null : row[name])) as ExcelJS.CellValue[]
    )
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** A committed fixture (tests/fixtures/bulk), saved by LibreOffice Calc. */
export function fixture(name: string): Promise<Buffer> {
  return readFile(app.makePath('tests/fixtures/bulk', name))
}

/** The rows of a workbook's sheet as text (to read templates and error copies). */
export async function sheetRows(bytes: Buffer, sheetName?: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = sheetName ? book.getWorksheet(sheetName)! : book.worksheets[0]
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (value === null || value === undefined ? '' : String(value)))
    )
  )
  return rows
}

/**
 * Waits, after each test, for the imports it queued to end, before the test's
 * transaction is rolled back (cleanups run in reverse: call this after
 * `isolated(group)`). A job that outlived its test would write outside it.
 */
export function finishImports(group: Group) {
  group.each.setup(() => () => importJobs.idle())
}

/** POST /api/bulk-upload/preview: the one upload of a file. */
export function previewFile(client: any, token: string, bytes: Buffer, filename = 'units.xlsx') {
  return client
    .post('/api/bulk-upload/preview')
    .bearerToken(token)
    .file('file', bytes, { filename })
}

/** POST /api/bulk-upload/process naming a preview (the file is not sent again). */
export function processPreview(client: any, token: string, previewId: unknown, qs = '') {
  return client
    .post(`/api/bulk-upload/process${qs}`)
    .bearerToken(token)
    .json({ preview_id: previewId })
}

/** A file previewed, then its preview processed: what the page does. */
export async function importFile(
  client: any,
  token: string,
  bytes: Buffer,
  filename = 'units.xlsx',
  qs = ''
) {
  const preview = await previewFile(client, token, bytes, filename)
  preview.assertStatus(200)
  return processPreview(client, token, preview.body().id, qs)
}

/** The rows a query counts. */
export async function countOf(query: any): Promise<number> {
  const row = await query.count('* as n').first()
  return Number(row.n)
}

/** The user's credit balance as stored. */
export async function creditsOf(userId: number): Promise<number> {
  const row = await db.from('users').where('id', userId).select('credits').first()
  return Number(row.credits)
}
