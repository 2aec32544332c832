import { guardSpreadsheet } from '#services/bulk/file_guard'
import { readSpreadsheet } from '#services/bulk/spreadsheet_reader'
import { mapHeader, validateRows, type BulkIssue } from '#services/bulk/row_cells'
import { planImport, type ImportPlan } from '#services/bulk/import_plan'
import { sortIssues } from '#services/bulk/issue_text'
import { BULK_MAX_ROWS } from '#rules/bulk_columns'
import type { SheetData } from '#services/bulk/spreadsheet_reader'

export type Analysis = {
  sheet: SheetData
  headerRow: number
  plan: ImportPlan | null
  issues: BulkIssue[]
}

/**
 * A file from bytes to plan: the guard (type, size, content, zip bomb), the
 * reader (in its worker), the header, each row, then the plan against the
 * database. Every problem found is listed with its row and column; a file
 * with any problem has no plan. Writes nothing.
 */
export async function analyseFile(
  ownerId: number,
  fileName: string,
  bytes: Buffer
): Promise<Analysis> {
  const kind = await guardSpreadsheet(fileName, bytes)
  const sheet = await readSpreadsheet(bytes, kind, BULK_MAX_ROWS)
  const headerIndex = sheet.rows.findIndex((cells) => cells.some((cell) => cell !== ''))
  if (headerIndex < 0) return { sheet, headerRow: 0, plan: null, issues: [{ key: 'no_rows' }] }
  const { positions, issues: headerIssues } = mapHeader(sheet.rows[headerIndex])
  if (headerIssues.length)
    return { sheet, headerRow: headerIndex + 1, plan: null, issues: headerIssues }
  const issues: BulkIssue[] = sheet.truncated
    ? [{ key: 'too_many_rows', data: { max: BULK_MAX_ROWS.toLocaleString('en-IN') } }]
    : []
  const { valid, issues: rowIssues } = await validateRows(sheet.rows, positions, headerIndex + 1)
  issues.push(...rowIssues)
  if (!valid.length && !issues.length) issues.push({ key: 'no_rows' })
  const plan = valid.length ? await planImport(ownerId, valid) : null
  if (plan) issues.push(...plan.issues)
  return {
    sheet,
    headerRow: headerIndex + 1,
    plan: issues.length ? null : plan,
    issues: sortIssues(issues),
  }
}
