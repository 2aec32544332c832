import ExcelJS from 'exceljs'
import i18nManager from '@adonisjs/i18n/services/main'
import { BULK_COLUMNS, BULK_ENUMS, BULK_MAX_ROWS } from '#rules/bulk_columns'
import type { SheetData } from '#services/bulk/spreadsheet_reader'

/** Rows of the data sheet that carry the dropdowns (beyond them a typed value is still validated on upload). */
export const DROPDOWN_ROWS = 5_000

/** Two units on the first floor of one tower: the columns up to Floor are the same. */
const EXAMPLE_FLOOR = [
  'Skyline Residency',
  'Telangana',
  'Rangareddy',
  'Hyderabad',
  'Gachibowli',
  'Tower A',
  1,
]
export const EXAMPLES: (string | number)[][] = [
  [...EXAMPLE_FLOOR, 'A-101', 'apartment', 2, 2, 1250, 8500000, 'East', 'available'],
  [...EXAMPLE_FLOOR, 'A-102', 'apartment', 3, 3, 1650, 11500000, 'North-East', 'available'],
]

export const INSTRUCTION_KEYS = [
  'columns',
  'place',
  'units',
  'numbers',
  'lists',
  'billing',
  'update',
  'limits',
  'examples',
] as const

/**
 * The template of GET /api/bulk-upload/template: the 'Units' sheet (header
 * row, two example rows, dropdowns for the enumerated columns, frozen
 * header) and an instructions sheet in the user's language.
 */
export async function templateWorkbook(locale: string): Promise<Buffer> {
  const i18n = i18nManager.locale(locale)
  const book = new ExcelJS.Workbook()
  book.creator = 'DreamHomes'
  const sheet = book.addWorksheet('Units', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = BULK_COLUMNS.map((column) => ({
    header: column.name,
    key: column.name,
    width: Math.max(12, column.name.length + 4),
  }))
  sheet.getRow(1).font = { bold: true }
  for (const example of EXAMPLES) sheet.addRow(example)
  BULK_COLUMNS.forEach((column, index) => {
    const choices = BULK_ENUMS[column.name]
    if (!choices) return
    const letter = sheet.getColumn(index + 1).letter
    // Excel keeps a list validation under 255 characters: these lists are.
    for (let row = 2; row <= DROPDOWN_ROWS; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: !column.required,
        formulae: [`"${choices.join(',')}"`],
        showErrorMessage: true,
        errorTitle: column.name,
        error: i18n.t('bulk_upload.template.pick_from_list'),
      }
    }
  })
  const help = book.addWorksheet(i18n.t('bulk_upload.template.instructions_sheet'))
  help.getColumn(1).width = 110
  help.addRow([i18n.t('bulk_upload.template.instructions_title')]).font = { bold: true, size: 14 }
  for (const key of INSTRUCTION_KEYS) {
    help.addRow([
      i18n.t(`bulk_upload.template.instructions.${key}`, {
        max: BULK_MAX_ROWS.toLocaleString('en-IN'),
      }),
    ]).alignment = { wrapText: true, vertical: 'top' }
  }
  help.addRow([])
  help.addRow([i18n.t('bulk_upload.template.columns_title')]).font = { bold: true }
  for (const column of BULK_COLUMNS) {
    const choices = BULK_ENUMS[column.name]
    const need = i18n.t(
      column.required ? 'bulk_upload.template.required' : 'bulk_upload.template.optional'
    )
    help.addRow([
      `${column.name} (${need}): ${i18n.t(`bulk_upload.template.column.${column.name}`)}${choices ? ` — ${choices.join(', ')}` : ''}`,
    ]).alignment = { wrapText: true }
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}

/**
 * A copy of the uploaded sheet with an Error column: every row as it was read,
 * and on each row with problems their text, so the user fixes the file where
 * they work and uploads it again.
 */
export async function errorCopyWorkbook(
  sheet: SheetData,
  headerRow: number,
  problems: Map<number, string[]>,
  general: string[],
  locale: string
): Promise<Buffer> {
  const i18n = i18nManager.locale(locale)
  const book = new ExcelJS.Workbook()
  const out = book.addWorksheet(sheet.sheet || 'Units', {
    views: [{ state: 'frozen', ySplit: Math.max(1, headerRow) }],
  })
  const width = Math.max(0, ...sheet.rows.map((cells) => cells.length))
  sheet.rows.forEach((cells, index) => {
    const row = index + 1
    const padded = Array.from({ length: width }, (_, i) => cells[i] ?? '')
    const extra =
      row === headerRow
        ? i18n.t('bulk_upload.error_copy.column')
        : (problems.get(row) ?? []).join('; ')
    const added = out.addRow([...padded, extra])
    if (row === headerRow) added.font = { bold: true }
    else if (extra) added.getCell(width + 1).font = { color: { argb: 'FFB42318' } }
  })
  out.getColumn(width + 1).width = 80
  if (general.length) {
    const notes = book.addWorksheet(i18n.t('bulk_upload.error_copy.file_sheet'))
    for (const text of general) notes.addRow([text])
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
