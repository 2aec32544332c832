import { MessagesSquare, UserRoundPlus } from 'lucide-react'
import { useT } from '~/lib/i18n'
import type { DashboardLead } from '~/components/dashboard/types'
import type { FormatDate } from '~/components/dashboard/lead_card'

/**
 * The lead's repeat enquiries, oldest first: each message with when it came,
 * and the name, phone and e-mail it gave when they are not the lead's (the
 * lead's own details never change; another number is shown, never swapped in).
 */
export function LeadMessages({
  lead,
  formatDate,
}: {
  lead: DashboardLead
  formatDate: FormatDate
}) {
  const t = useT()
  if (lead.messages.length === 0) return null
  return (
    <section
      className="mt-3 border-t border-ink-100 pt-2"
      aria-label={t('dashboard.messages.title', { count: lead.messages.length })}
      data-testid="lead-messages"
    >
      <h4 className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-700">
        <MessagesSquare className="size-4" aria-hidden />
        {t('dashboard.messages.title', { count: lead.messages.length })}
      </h4>
      <ol className="mt-1 space-y-2 text-sm">
        {lead.messages.map((entry) => (
          <li key={entry.id} className="text-ink-700" data-testid="lead-message">
            <time dateTime={entry.received_at ?? undefined} className="block text-xs text-ink-600">
              {t('dashboard.messages.received', { date: formatDate(entry.received_at) })}
            </time>
            <p className="break-words whitespace-pre-line">{entry.message}</p>
            {entry.new_contact && (
              <p
                className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-600"
                data-testid="lead-message-contact"
              >
                <UserRoundPlus className="size-3.5 shrink-0" aria-hidden />
                <span className="font-medium text-ink-700">
                  {t('dashboard.messages.other_contact')}
                </span>
                <span className="break-words">
                  {[entry.contact_name, entry.contact_phone, entry.contact_email]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
