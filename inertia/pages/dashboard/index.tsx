import { Head, usePage } from '@inertiajs/react'
import { Inbox } from 'lucide-react'
import { useCallback } from 'react'
import { EmptyState } from '~/components/ui/empty_state'
import { StatCards } from '~/components/dashboard/stat_cards'
import { LeadFilters } from '~/components/dashboard/lead_filters'
import { LeadCard } from '~/components/dashboard/lead_card'
import { LeadPagination } from '~/components/dashboard/lead_pagination'
import type { DashboardLead, LeadListFilters } from '~/components/dashboard/types'
import type { Data } from '~generated/data'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { COUNTRIES, marketFor } from '#rules/countries'
import { isAdmin } from '#rules/roles'

type Props = {
  stats: Data.DashboardStats
  leads: DashboardLead[]
  pagination: Data.PageMeta
  filters: LeadListFilters
}

/**
 * The leads dashboard (000 §2 Dashboard, issue 16) for partners, agents and
 * admins: stat cards, filters, Recent Leads with a status dropdown each, pages.
 */
export default function DashboardIndex({ stats, leads, pagination, filters }: Props) {
  const t = useT()
  const page = usePage()
  const { locale, user } = page.props
  const market = useMarket()
  const timeZone = COUNTRIES[marketFor(market.country)].timezone
  const formatDate = useCallback(
    (iso: string | null) =>
      iso
        ? new Date(iso).toLocaleString(locale === 'en' ? 'en-IN' : locale, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone,
          })
        : '',
    [locale, timeZone]
  )
  const filtered = Boolean(filters.status || filters.source)

  return (
    <>
      <Head title={t('dashboard.title')} />
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('dashboard.title')}
        </h1>
        <p className="mt-1 text-ink-600">
          {t(isAdmin(user?.role) ? 'dashboard.subtitle_admin' : 'dashboard.subtitle')}
        </p>

        <div className="mt-5">
          <StatCards stats={stats} />
        </div>

        <section aria-labelledby="recent-leads" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="recent-leads" className="text-xl font-semibold text-ink-900">
              {t('dashboard.recent_leads')}
            </h2>
            {pagination.total > 0 && (
              <p className="text-sm text-ink-600">
                {t('dashboard.pagination.total', { count: pagination.total })}
              </p>
            )}
          </div>
          {(leads.length > 0 || filtered) && (
            <div className="mt-3">
              <LeadFilters filters={filters} />
            </div>
          )}
          {leads.length === 0 ? (
            <EmptyState
              framed
              className="mt-4"
              icon={<Inbox aria-hidden />}
              title={t(filtered ? 'dashboard.empty_filtered' : 'dashboard.empty')}
            />
          ) : (
            <ul className="mt-4 space-y-3" aria-labelledby="recent-leads">
              {leads.map((lead) => (
                <LeadCard key={lead.id} lead={lead} formatDate={formatDate} />
              ))}
            </ul>
          )}
          <LeadPagination pagination={pagination} filters={filters} />
        </section>
      </div>
    </>
  )
}
