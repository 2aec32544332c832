import { usePage } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { Card, CardHeader } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { useOptionLabels, type OptionGroup } from './labels'
import type { OwnerVenture } from './types'

/** "Jun 2026" from "2026-06", in the page's language. */
export function formatMonth(month: string | null, locale: string): string | null {
  if (!month) return null
  const [year, number] = month.split('-').map(Number)
  if (!year || !number) return month
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, number - 1, 1))
}

function Chips({ group, values }: { group: OptionGroup; values: string[] }) {
  const { label } = useOptionLabels()
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className="rounded-pill bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700"
        >
          {label(group, value)}
        </li>
      ))}
    </ul>
  )
}

/** The venture as entered in the wizard (001 §3), on the builder's overview. */
export function ProjectDetails({ venture }: { venture: OwnerVenture }) {
  const t = useT()
  const { label } = useOptionLabels()
  const { lakhs1 } = usePrice()
  const { locale } = usePage<{ locale: string }>().props
  const notSet = t('venture_builder.details.not_set')
  const { min, max } = venture.price_range
  const priceRange =
    min || max
      ? [min, max]
          .filter((value): value is number => Boolean(value))
          .map((value) => lakhs1(value, venture.currency))
          .join(' – ')
      : t('venture_builder.mine.tbd')

  const rows: { label: string; value: ReactNode; wide?: boolean }[] = [
    { label: t('venture_builder.details.builder'), value: venture.builder_name },
    {
      label: t('venture_builder.details.type'),
      value: label('venture_types', venture.venture_type),
    },
    { label: t('venture_builder.details.status'), value: label('statuses', venture.status) },
    { label: t('venture_builder.details.location'), value: venture.location || notSet },
    {
      label: t('venture_builder.details.launch'),
      value: formatMonth(venture.launch_date, locale) ?? notSet,
    },
    {
      label: t('venture_builder.details.possession'),
      value: formatMonth(venture.possession_date, locale) ?? notSet,
    },
    { label: t('venture_builder.details.price_range'), value: priceRange },
    { label: t('venture_builder.details.planned_units'), value: venture.planned_units || notSet },
    { label: t('venture_builder.details.rera'), value: venture.rera_number || notSet },
    {
      label: t('venture_builder.details.unit_types'),
      value: venture.unit_types.length ? (
        <Chips group="unit_types" values={venture.unit_types} />
      ) : (
        notSet
      ),
      wide: true,
    },
    {
      label: t('venture_builder.details.approvals'),
      value: venture.approvals.length ? (
        <Chips group="approvals" values={venture.approvals} />
      ) : (
        notSet
      ),
      wide: true,
    },
    {
      label: t('venture_builder.details.amenities'),
      value: venture.amenities.length ? (
        <Chips group="amenities" values={venture.amenities} />
      ) : (
        notSet
      ),
      wide: true,
    },
  ]

  return (
    <Card>
      <CardHeader title={t('venture_builder.details.title')} />
      {venture.description && (
        <p className="mb-4 text-sm whitespace-pre-line text-ink-700">{venture.description}</p>
      )}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className={row.wide ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs font-medium text-ink-500 uppercase">{row.label}</dt>
            <dd className="mt-0.5 text-sm text-ink-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
