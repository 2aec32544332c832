import type { ReactNode } from 'react'
import { AlertTriangle } from 'lucide-react'
import { useT } from '~/lib/i18n'

/** How many problems a list shows before 'and N more' (the error copy has them all). */
const SHOWN = 100

/** A file's problems under a title ('Validation Errors Found:', 'Some issues occurred:'), scrolling when long. */
export function IssueList({
  title,
  issues,
  footer,
  testId,
}: {
  title: string
  issues: string[]
  footer?: ReactNode
  testId: string
}) {
  const t = useT()
  return (
    <div
      role="alert"
      className="rounded-card border border-danger-200 bg-danger-50 p-4 text-danger-800"
      data-testid={testId}
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5 shrink-0" aria-hidden />
        {title}
      </p>
      <ul className="mt-2 max-h-80 list-disc space-y-1 overflow-y-auto ps-6 text-sm">
        {issues.slice(0, SHOWN).map((issue, index) => (
          <li key={index}>{issue}</li>
        ))}
        {issues.length > SHOWN && (
          <li>{t('bulk_upload.review.errors_more', { count: issues.length - SHOWN })}</li>
        )}
      </ul>
      {footer && <p className="mt-3 text-sm font-medium">{footer}</p>}
    </div>
  )
}
