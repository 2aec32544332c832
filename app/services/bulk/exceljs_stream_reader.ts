import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { SheetData } from '#services/bulk/spreadsheet_reader'

const INSTRUCTIONS = /instruc|निर्देश|సూచన/i

/**
 * The parts a streaming read needs before the sheets, first in the stored copy
 * (zip_stored_copy.ts): the workbook (sheet names), its relations and
 * the shared strings. Excel writes the shared strings after the sheets; in that
 * order exceljs would spool every sheet to a temporary file first.
 */
export function streamingOrder(name: string): number {
  if (name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels') return 0
  if (name === 'xl/sharedStrings.xml') return 1
  if (name.startsWith('xl/worksheets/')) return 3
  return 2
}

/**
 * .xlsx through exceljs's streaming reader (issue 28: a 50,000-row import
 * under 512 MB): the rows of the data sheet ('Units', else the first sheet
 * that is not the instructions) are read one at a time and kept as text, never
 * as a workbook of cell objects; other sheets are read past. Cells become text
 * as the SheetJS reader makes them (sheetjs_reader.ts, still the .xls reader):
 * a formula is its formula text, never its value (a cell of a shared formula
 * gets its first cell's text, not shifted); numbers their plain digits; dates
 * YYYY-MM-DD; rich text and links their text.
 */
export async function readXlsxStream(bytes: Buffer, maxRows: number): Promise<SheetData> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunksOf(bytes)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  })
  let chosen: string | undefined
  let result: SheetData = { sheet: '', rows: [], truncated: false }
  for await (const worksheet of reader) {
    const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string }
    const names: string[] = ((reader as any).model?.sheets ?? []).map((s: any) => s.name)
    chosen ??=
      names.find((name) => name.trim().toLowerCase() === 'units') ??
      names.find((name) => !INSTRUCTIONS.test(name)) ??
      names[0] ??
      sheet.name
    if (sheet.name !== chosen || result.sheet) {
      // Another sheet: read past it (the stream moves on only once it is consumed).
      for await (const row of sheet) void row
      continue
    }
    const rows: string[][] = []
    const shared = new Map<string, string>()
    let truncated = false
    for await (const row of sheet) {
      // The header, the cap, and one more row that tells the sheet was longer.
      if (row.number > maxRows + 2) {
        truncated = true
        continue
      }
      while (rows.length < row.number - 1) rows.push([])
      rows.push(cellsOf(row, shared))
    }
    truncated ||= rows.length > maxRows + 1
    result = { sheet: sheet.name, rows: truncated ? rows.slice(0, maxRows + 1) : rows, truncated }
  }
  return result
}

/**
 * The file in 64 KB pieces: exceljs parses each piece it is given whole and
 * keeps every parse event of it until the piece is done, so one piece of the
 * whole sheet would hold the sheet's events at once.
 */
function* chunksOf(bytes: Buffer, size = 64 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

function cellsOf(row: ExcelJS.Row, shared: Map<string, string>): string[] {
  const values = row.values as unknown[]
  const cells: string[] = []
  for (let column = 1; column < values.length; column++) {
    const text = textOf(values[column], `${column}`, row.number, shared)
    cells.push(text)
  }
  while (cells.length && cells[cells.length - 1] === '') cells.pop()
  return cells
}

function textOf(value: unknown, column: string, rowNumber: number, shared: Map<string, string>) {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(12)))
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const cell = value as Record<string, any>
    if (typeof cell.formula === 'string') {
      const text = `=${cell.formula}`.trim()
      if (cell.shareType === 'shared') shared.set(`${column}:${rowNumber}`, text)
      return text
    }
    if (typeof cell.sharedFormula === 'string') return sharedText(cell.sharedFormula, shared)
    if (Array.isArray(cell.richText))
      return cell.richText
        .map((part: { text: string }) => part.text)
        .join('')
        .trim()
    if (typeof cell.text === 'string') return cell.text.trim()
    if (typeof cell.error === 'string') return cell.error
  }
  return String(value).trim()
}

/** The text of a shared formula's first cell (`master` is its address, e.g. "C2"). */
function sharedText(master: string, shared: Map<string, string>) {
  const match = /^([A-Z]+)(\d+)$/.exec(master)
  if (!match) return '='
  const column = [...match[1]].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0)
  return shared.get(`${column}:${match[2]}`) ?? '='
}
