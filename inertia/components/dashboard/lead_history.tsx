import { History } from 'lucide-react'
import { useT } from '~/lib/i18n'
import type { DashboardLead } from '~/components/dashboard/types'
import type { FormatDate } from '~/components/dashboard/lead_card'

/** The lead's status changes (from → to, who, when), behind a disclosure. */
export function LeadHistory({ lead, formatDate }: { lead: DashboardLead; formatDate: FormatDate }) {
  const t = useT()
  const status = (value: string) => t(`dashboard.status.${value}`)
  return (
    <details className="group mt-3 border-t border-ink-100 pt-2" data-testid="lead-history">
      <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-control text-sm font-medium text-ink-700 hover:text-ink-900 sm:min-h-8">
        <History className="size-4" aria-hidden />
        {t('dashboard.history.summary', { count: lead.history.length })}
      </summary>
      {lead.history.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">{t('dashboard.history.none')}</p>
      ) : (
        <ol className="mt-1 space-y-1.5 text-sm">
          {lead.history.map((change) => (
            <li key={change.id} className="flex flex-wrap gap-x-2 text-ink-700">
              <span className="font-medium text-ink-900">
                {t('dashboard.history.change', {
                  from: status(change.from),
                  to: status(change.to),
                })}
              </span>
              <span>
                {t('dashboard.history.by', {
                  name: change.changed_by?.name ?? t('dashboard.history.removed_user'),
                })}
              </span>
              <time dateTime={change.changed_at ?? undefined} className="text-ink-600">
                {formatDate(change.changed_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </details>
  )
}
