import { Building2, CalendarCheck, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { usePage } from '@inertiajs/react'
import { numberFormat } from '#rules/intl'
import type { Data } from '~generated/data'

/** Total Properties, Total Leads, Bookings (000 §2 Dashboard). */
export function StatCards({ stats }: { stats: Data.DashboardStats }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const format = (value: number) => numberFormat(locale ?? 'en').format(value)
  const cards: { key: string; label: string; value: number; icon: ReactNode }[] = [
    {
      key: 'properties',
      label: t('dashboard.stats.total_properties'),
      value: stats.total_properties,
      icon: <Building2 aria-hidden />,
    },
    {
      key: 'leads',
      label: t('dashboard.stats.total_leads'),
      value: stats.total_leads,
      icon: <Users aria-hidden />,
    },
    {
      key: 'bookings',
      label: t('dashboard.stats.bookings'),
      value: stats.total_bookings,
      icon: <CalendarCheck aria-hidden />,
    },
  ]
  return (
    <section aria-label={t('dashboard.stats.label')}>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3 sm:gap-4">
        {cards.map((card) => (
          <li
            key={card.key}
            className="flex items-center gap-3 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-5"
            data-testid={`stat-${card.key}`}
          >
            <div className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-brand-50 text-brand-700 [&>svg]:size-5">
              {card.icon}
            </div>
            <dl className="min-w-0">
              <dt className="text-sm text-ink-600">{card.label}</dt>
              <dd className="text-2xl font-bold text-ink-900 tabular-nums">{format(card.value)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
