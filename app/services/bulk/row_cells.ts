import { BULK_COLUMNS, BULK_ENUMS, type BulkColumn } from '#rules/bulk_columns'
import { bulkRowValidator, type BulkRow } from '#validators/bulk_row'

/** One problem of a file, with its sheet row (1-based) and column; rendered in the uploader's language (issue_text.ts). */
export type BulkIssue = {
  row?: number
  column?: BulkColumn
  key: string
  data?: Record<string, string | number>
}

export type SheetRow = { row: number; values: BulkRow }

const NUMERIC: ReadonlySet<BulkColumn> = new Set(['Floor', 'BHK', 'Bathrooms', 'Area', 'Price'])

const squash = (text: string) => text.toLowerCase().replace(/[\s_\-]+/g, '')

/** Header text → column: without regard to case, spaces, dashes or underscores, and the columns' aliases. */
const HEADER_NAMES = new Map<string, BulkColumn>(
  BULK_COLUMNS.flatMap((column) =>
    [column.name, ...('aliases' in column ? column.aliases : [])].map(
      (name) => [squash(name), column.name] as const
    )
  )
)

/** Where each column is in the header row, and the required columns it lacks. */
export function mapHeader(header: string[]): {
  positions: Map<BulkColumn, number>
  issues: BulkIssue[]
} {
  const positions = new Map<BulkColumn, number>()
  header.forEach((text, index) => {
    const column = HEADER_NAMES.get(squash(text))
    if (column && !positions.has(column)) positions.set(column, index)
  })
  const issues = BULK_COLUMNS.filter(
    (column) => column.required && !positions.has(column.name)
  ).map((column): BulkIssue => ({ key: 'missing_column', data: { column: column.name } }))
  return { positions, issues }
}

/**
 * "85,00,000", "8,500,000", "₹ 85 00 000" → "8500000": grouping commas and
 * spaces (Indian or Western) and a leading currency sign go; anything else
 * stays for the validator to refuse.
 */
export function plainNumber(text: string): string {
  return /^[₹$]?\s*\d[\d,\s]*(\.\d+)?$/.test(text) ? text.replace(/[₹$,\s]/g, '') : text
}

/** An enumeration cell in its stored spelling ("north east" → North-East, "Under Construction" → under_construction). */
function canonical(values: readonly string[], text: string): string {
  const wanted = squash(text)
  return values.find((value) => squash(value) === wanted) ?? text
}

function cellsOf(
  values: string[],
  positions: Map<BulkColumn, number>
): Record<string, string | undefined> {
  const data: Record<string, string | undefined> = {}
  for (const [column, index] of positions) {
    let text = (values[index] ?? '').trim()
    if (text === '') continue
    if (NUMERIC.has(column)) text = plainNumber(text)
    const choices = BULK_ENUMS[column]
    if (choices) text = canonical(choices, text)
    data[column] = text
  }
  return data
}

/**
 * Validates the data rows (every row after the header that has any value).
 * Cells are text as the reader gave them: a formula is its text ("=1+1"),
 * never its result, so it fails like any other text.
 */
export async function validateRows(
  rows: string[][],
  positions: Map<BulkColumn, number>,
  headerRow: number
) {
  const valid: SheetRow[] = []
  const issues: BulkIssue[] = []
  for (let i = headerRow; i < rows.length; i++) {
    const values = rows[i] ?? []
    if (!values.some((value) => value && value.trim() !== '')) continue
    const [error, row] = await bulkRowValidator.tryValidate(cellsOf(values, positions))
    if (row) {
      valid.push({ row: i + 1, values: row })
      continue
    }
    const seen = new Set<string>()
    for (const message of (error as { messages?: { field: string; rule: string }[] }).messages ??
      []) {
      if (seen.has(message.field)) continue
      seen.add(message.field)
      issues.push(issueFor(i + 1, message.field as BulkColumn, message.rule))
    }
  }
  return { valid, issues }
}

/** The message of a refused cell: one per column, naming what the column accepts. */
function issueFor(row: number, column: BulkColumn, rule: string): BulkIssue {
  if (rule === 'required') return { row, column, key: 'required' }
  const choices = BULK_ENUMS[column]
  if (choices) return { row, column, key: 'one_of', data: { values: choices.join(', ') } }
  switch (column) {
    case 'Price':
    case 'Area':
      return rule === 'max'
        ? { row, column, key: 'too_large' }
        : { row, column, key: 'positive_number' }
    case 'Floor':
      return { row, column, key: 'whole_number', data: { min: -5, max: 300 } }
    case 'BHK':
    case 'Bathrooms':
      return { row, column, key: 'whole_number', data: { min: 0, max: 10 } }
    case 'Unit_ID':
      return { row, column, key: rule === 'maxLength' ? 'too_long' : 'unit_id', data: { max: 20 } }
    default:
      return {
        row,
        column,
        key: rule === 'minLength' ? 'too_short' : 'too_long',
        data: { max: column === 'Venture_Name' ? 150 : 80 },
      }
  }
}
