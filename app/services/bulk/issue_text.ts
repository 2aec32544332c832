import i18nManager from '@adonisjs/i18n/services/main'
import type { BulkIssue } from '#services/bulk/row_cells'

/** "Row 14, Price: must be a number greater than 0" in the uploader's language; problems without a row stand alone. */
export function issueText(issue: BulkIssue, locale: string): string {
  const i18n = i18nManager.locale(locale)
  const message = i18n.t(`bulk_upload.issues.${issue.key}`, issue.data ?? {})
  if (issue.row === undefined) return message
  return i18n.t('bulk_upload.issues.at', { row: issue.row, column: issue.column ?? '', message })
}

/** Problems in sheet order, the file's own (no row) first. */
export function sortIssues(issues: BulkIssue[]): BulkIssue[] {
  return [...issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
}
