import * as XLSX from '@e965/xlsx'
import type { SpreadsheetKind } from '#services/bulk/file_guard'
import type { SheetData, SpreadsheetReader } from '#services/bulk/spreadsheet_reader'

const INSTRUCTIONS = /instruc|निर्देश|సూచన/i

/**
 * SheetJS 0.20.3 (the `@e965/xlsx` republication; the npm `xlsx` package is
 * stuck at 0.18.5 with two advisories): reads .xlsx and BIFF8 .xls alike. It
 * never evaluates formulas; with `cellFormula` it hands back their text,
 * which is what a cell holds here. `sheetRows` stops it after the cap.
 */
export default class SheetJsReader implements SpreadsheetReader {
  read(bytes: Uint8Array, _kind: SpreadsheetKind, maxRows: number): SheetData {
    // sheetStubs keeps a formula cell without a cached value (else it vanishes as if empty).
    const options = {
      type: 'buffer',
      dense: true,
      cellFormula: true,
      cellHTML: false,
      cellText: false,
      cellDates: false,
      cellStyles: false,
      sheetStubs: true,
    } as const
    const names = XLSX.read(bytes, { ...options, bookSheets: true }).SheetNames
    const sheet =
      names.find((name) => name.trim().toLowerCase() === 'units') ??
      names.find((name) => !INSTRUCTIONS.test(name)) ??
      names[0]
    if (!sheet) return { sheet: '', rows: [], truncated: false }
    // The header, the cap, and one more row that tells the sheet was longer.
    const book = XLSX.read(bytes, { ...options, sheets: [sheet], sheetRows: maxRows + 2 })
    const data =
      (book.Sheets[sheet] as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? []
    const rows = Array.from(data, (cells) => (cells ? Array.from(cells, textOf) : []))
    const truncated = rows.length > maxRows + 1
    return { sheet, rows: truncated ? rows.slice(0, maxRows + 1) : rows, truncated }
  }
}

function textOf(cell: XLSX.CellObject | undefined): string {
  if (!cell) return ''
  if (cell.f) return `=${cell.f}`.trim()
  if (cell.v === undefined || cell.v === null) return ''
  if (typeof cell.v === 'number')
    return Number.isInteger(cell.v) ? String(cell.v) : String(Number(cell.v.toPrecision(12)))
  if (cell.v instanceof Date) return cell.v.toISOString().slice(0, 10)
  return String(cell.v).trim()
}
