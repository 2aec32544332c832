import { Link, router } from '@inertiajs/react'
import { Mail, MessageSquare, Phone } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Select } from '~/components/ui/select'
import { toast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { LEAD_STATUS_VALUES } from '#rules/lead_sources'
import { LeadHistory } from '~/components/dashboard/lead_history'
import { LeadMessages } from '~/components/dashboard/lead_messages'
import type { DashboardLead } from '~/components/dashboard/types'

export type FormatDate = (iso: string | null) => string

/**
 * One lead on the dashboard: who asked (name, phone, e-mail: the owner calls
 * back), about what (linked), the message and later ones, its status dropdown
 * and history.
 * The select's accessible name names the lead ('Status of lead #12 from Asha
 * Rao'); after a change the page reloads with the toast 'Lead updated'.
 */
export function LeadCard({ lead, formatDate }: { lead: DashboardLead; formatDate: FormatDate }) {
  const t = useT()
  const [pending, setPending] = useState<string | null>(null)
  const selectId = `lead-status-${lead.id}`

  const change = (status: string) => {
    if (status === lead.status) return
    const failed = () => {
      toast.error(t('dashboard.update_failed'))
      return false
    }
    setPending(status)
    router.put(
      urlFor('dashboard.leads.status', { id: lead.id }, { qs: { status } }),
      {},
      {
        preserveScroll: true,
        onError: () => void failed(),
        onHttpException: failed,
        onNetworkError: failed,
        onFinish: () => setPending(null),
      }
    )
  }

  return (
    <li
      className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-5"
      data-testid="lead"
      data-lead-id={lead.id}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-ink-900">{lead.contact_name}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
            <span>{t('dashboard.lead.received', { date: formatDate(lead.created_at) })}</span>
            {lead.source_filter && (
              <Badge tone="info">{t(`dashboard.source.${lead.source_filter}`)}</Badge>
            )}
            {lead.enquiry_count > 1 && (
              <Badge tone="neutral">
                {t('dashboard.lead.enquiries', { count: lead.enquiry_count })}
              </Badge>
            )}
          </p>
        </div>
        <div className="sm:w-48 sm:shrink-0">
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-ink-700">
            <span aria-hidden="true">{t('dashboard.filters.status')}</span>
            <span className="sr-only">
              {t('dashboard.lead.status_label', { id: lead.id, name: lead.contact_name })}
            </span>
          </label>
          <Select
            id={selectId}
            value={pending ?? lead.status}
            disabled={pending !== null}
            aria-busy={pending !== null || undefined}
            onChange={(event) => change(event.target.value)}
          >
            {LEAD_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {t(`dashboard.status.${status}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-ink-700">{t('dashboard.lead.about')}</dt>
        <dd className="min-w-0 break-words text-ink-900">
          <Subject lead={lead} />
        </dd>
        <dt className="sr-only">{t('dashboard.lead.phone')}</dt>
        <dd className="sm:col-span-2">
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <a
              href={`tel:${lead.contact_phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-10 items-center gap-1.5 font-medium text-brand-700 hover:underline sm:min-h-0"
            >
              <Phone className="size-4" aria-hidden />
              {lead.contact_phone}
            </a>
            {lead.contact_email && (
              <a
                href={`mailto:${lead.contact_email}`}
                className="inline-flex min-h-10 min-w-0 items-center gap-1.5 font-medium break-all text-brand-700 hover:underline sm:min-h-0"
              >
                <Mail className="size-4 shrink-0" aria-hidden />
                <span className="sr-only">{t('dashboard.lead.email')}: </span>
                {lead.contact_email}
              </a>
            )}
          </div>
        </dd>
        {lead.message && (
          <>
            <dt className="sr-only">{t('dashboard.lead.message')}</dt>
            <dd className="flex gap-1.5 text-ink-700 sm:col-span-2">
              <MessageSquare className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />
              <p className="line-clamp-3 break-words whitespace-pre-line">{lead.message}</p>
            </dd>
          </>
        )}
      </dl>

      <LeadMessages lead={lead} formatDate={formatDate} />
      <LeadHistory lead={lead} formatDate={formatDate} />
    </li>
  )
}

/** The listing or venture (unit) it is about, linked; or why there is none. */
function Subject({ lead }: { lead: DashboardLead }) {
  const t = useT()
  const subject = lead.subject
  if (!subject) return <span className="text-ink-600">{t('dashboard.lead.general')}</span>
  if (subject.kind === 'removed')
    return <span className="text-ink-600">{t('dashboard.lead.removed')}</span>
  if (subject.kind === 'venture') {
    return (
      <Link
        href={urlFor('ventures.show', { id: subject.id })}
        className="font-medium text-brand-700 hover:underline"
      >
        {subject.title}
        {subject.unit_number ? ` · ${t('dashboard.lead.unit', { unit: subject.unit_number })}` : ''}
      </Link>
    )
  }
  return (
    <Link
      href={urlFor('properties.show', { id: subject.id })}
      className="font-medium text-brand-700 hover:underline"
    >
      {subject.title}
    </Link>
  )
}
