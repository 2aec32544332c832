import type User from '#models/user'
import { analyseFile } from '#services/bulk/import_analysis'
import { issueText } from '#services/bulk/issue_text'
import { errorCopyWorkbook } from '#services/bulk/workbooks'

/** The user's file back as .xlsx with an Error column naming each row's problems (and a sheet for the file's own). */
export async function errorCopyOf(
  user: User,
  fileName: string,
  bytes: Buffer,
  locale: string
): Promise<Buffer> {
  const analysis = await analyseFile(user.id, fileName, bytes)
  const byRow = new Map<number, string[]>()
  const general: string[] = []
  for (const issue of analysis.issues) {
    const text = issueText({ ...issue, row: undefined }, locale)
    if (issue.row === undefined) general.push(text)
    else
      byRow.set(issue.row, [
        ...(byRow.get(issue.row) ?? []),
        issue.column ? `${issue.column}: ${text}` : text,
      ])
  }
  return errorCopyWorkbook(analysis.sheet, analysis.headerRow, byRow, general, locale)
}
