import {
  Building2,
  CalendarCheck,
  DollarSign,
  Home,
  IndianRupee,
  MessageSquare,
  ShieldCheck,
  UserCheck,
  Users,
  Briefcase,
  Handshake,
} from 'lucide-react'
import type { Data } from '~generated/data'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { numberFormat } from '#rules/intl'
import { formatLakhs, formatListingPrice, LAKH } from '#rules/money'
import { OverviewStat } from './overview_stat'
import { TimeChart } from './charts/time_chart'
import { BarChart } from './charts/bar_chart'
import { figuresLocale } from './charts/format'

export type OverviewTabProps = { overview: Data.AdminOverview }

/**
 * The admin dashboard's Overview tab (001 §2): counts of users by role,
 * listings, leads and bookings, revenue from completed bookings (rupees in
 * lakhs with two decimals, 001 §9; dollars apart, never added to rupees),
 * then twelve weeks of new listings, leads and revenue, and listings by type
 * and city. Every chart is SVG rendered on the server, with its figures in a
 * table beside it. Mounted by the admin page; loads only there.
 */
export default function OverviewTab({ overview }: OverviewTabProps) {
  const t = useT()
  const locale = figuresLocale(useShared().locale)
  const number = (value: number) => numberFormat(locale).format(value)
  const decimal = (value: number) =>
    numberFormat(locale, { maximumFractionDigits: 2 }).format(value)
  // Axis ticks stay short on a phone: on an axis that reaches a lakh, 1,50,000 reads "1.5L" (लाख in Hindi); $8,000,000 reads "$8M".
  const tick = (value: number, top: number) =>
    (top >= 100_000
      ? numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
      : numberFormat(locale)
    ).format(value)
  const dollarTick = (value: number) =>
    `$${numberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`
  const { counts } = overview
  const lakhs = (rupees: number) => formatLakhs(rupees, { decimals: 2 })
  const money = (currency: string) =>
    currency === 'INR' ? lakhs : (amount: number) => formatListingPrice(amount, currency)
  const weeks = overview.weeks.length

  const roles = [
    { key: 'customer', label: t('admin_overview.customers'), icon: <UserCheck /> },
    { key: 'partner', label: t('admin_overview.partners'), icon: <Handshake /> },
    { key: 'agent', label: t('admin_overview.agents'), icon: <Briefcase /> },
    { key: 'admin', label: t('admin_overview.admins'), icon: <ShieldCheck /> },
  ] as const
  const other = t('admin_overview.other')
  const typeLabel = (key: string) => {
    const label = t(`master.property_types.${key}`)
    return label.startsWith('master.') ? key : label
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-people">
        <h2
          id="overview-people"
          className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase"
        >
          {t('admin_overview.people')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <OverviewStat
            icon={<Users />}
            label={t('admin_overview.total_users')}
            value={number(counts.users)}
            className="col-span-2 sm:col-span-1"
          />
          {roles.map((role) => (
            <OverviewStat
              key={role.key}
              icon={role.icon}
              tone="ink"
              label={role.label}
              value={number(counts.byRole[role.key])}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="overview-business">
        <h2
          id="overview-business"
          className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase"
        >
          {t('admin_overview.marketplace')}
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <OverviewStat
            icon={<Home />}
            label={t('admin_overview.properties')}
            value={number(counts.properties)}
            hint={
              counts.ventureUnits
                ? t('admin_overview.venture_units', { count: counts.ventureUnits })
                : undefined
            }
          />
          <OverviewStat
            icon={<Building2 />}
            label={t('admin_overview.ventures')}
            value={number(counts.ventures)}
          />
          <OverviewStat
            icon={<MessageSquare />}
            label={t('admin_overview.leads')}
            value={number(counts.leads)}
          />
          <OverviewStat
            icon={<CalendarCheck />}
            label={t('admin_overview.bookings')}
            value={number(counts.bookings)}
          />
          {overview.revenue.map((revenue) => (
            <OverviewStat
              key={revenue.currency}
              className="col-span-2"
              tone="accent"
              icon={revenue.currency === 'INR' ? <IndianRupee /> : <DollarSign />}
              label={t(
                revenue.currency === 'INR'
                  ? 'admin_overview.revenue_inr'
                  : 'admin_overview.revenue_usd'
              )}
              value={money(revenue.currency)(revenue.amount)}
              hint={t('admin_overview.completed_bookings', { count: revenue.bookings })}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="overview-trends">
        <h2
          id="overview-trends"
          className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase"
        >
          {t('admin_overview.trends', { weeks })}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <TimeChart
            title={t('admin_overview.new_listings')}
            weeks={overview.weeks}
            locale={locale}
            series={[
              { name: t('admin_overview.properties'), values: overview.newListings.properties },
              { name: t('admin_overview.ventures'), values: overview.newListings.ventures },
            ]}
            yLabel={t('admin_overview.axis_listings')}
            formatTick={tick}
            formatValue={number}
          />
          <TimeChart
            title={t('admin_overview.new_leads')}
            weeks={overview.weeks}
            locale={locale}
            series={[{ name: t('admin_overview.leads'), values: overview.leads }]}
            yLabel={t('admin_overview.axis_leads')}
            formatTick={tick}
            formatValue={number}
          />
          {overview.weeklyRevenue.map((revenue) => {
            const inr = revenue.currency === 'INR'
            return (
              <TimeChart
                key={revenue.currency}
                title={t(inr ? 'admin_overview.revenue_inr' : 'admin_overview.revenue_usd')}
                subtitle={t('admin_overview.revenue_note')}
                weeks={overview.weeks}
                locale={locale}
                series={[
                  {
                    name: t('admin_overview.revenue'),
                    values: inr ? revenue.amounts.map((amount) => amount / LAKH) : revenue.amounts,
                  },
                ]}
                yLabel={t(inr ? 'admin_overview.axis_lakhs' : 'admin_overview.axis_dollars')}
                formatTick={inr ? decimal : dollarTick}
                formatValue={inr ? (value) => lakhs(value * LAKH) : money(revenue.currency)}
                integer={!inr}
              />
            )
          })}
          <BarChart
            title={t('admin_overview.by_type')}
            subtitle={t('admin_overview.by_type_note')}
            bars={overview.byType.map((slice) => ({
              label: slice.key === 'other' ? other : typeLabel(slice.key),
              value: slice.count,
              muted: slice.key === 'other',
            }))}
            categoryLabel={t('admin_overview.axis_type')}
            valueLabel={t('admin_overview.axis_listings')}
            formatValue={number}
            formatTick={tick}
          />
          <BarChart
            title={t('admin_overview.by_city')}
            subtitle={t('admin_overview.by_city_note')}
            bars={overview.byCity.map((slice) => ({
              label: slice.key === 'other' ? other : slice.key,
              value: slice.count,
              muted: slice.key === 'other',
            }))}
            categoryLabel={t('admin_overview.axis_city')}
            valueLabel={t('admin_overview.axis_listings')}
            formatValue={number}
            formatTick={tick}
          />
        </div>
      </section>
    </div>
  )
}
