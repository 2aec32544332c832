import { useT } from '~/lib/i18n'
import { niceCount } from '#rules/nice_count'
import type { Data } from '~generated/data'

/** Real counts, rounded down (000 §2 stats); a stat with nothing to count is left out. */
export function StatsStrip({ stats }: { stats: Data.MarketStats }) {
  const t = useT()
  const items = [
    { value: stats.properties, label: t('pages.home.stat_properties') },
    { value: stats.ventures, label: t('venture_pages.stat_ventures') },
    { value: stats.customers, label: t('pages.home.stat_customers') },
  ].filter((item) => item.value > 0)
  if (!items.length) return null
  return (
    <dl
      className="mt-2 flex flex-wrap justify-center gap-x-10 gap-y-2 text-white"
      data-testid="home-stats"
    >
      {items.map((item) => (
        <div key={item.label} className="text-center">
          <dd className="text-2xl font-extrabold">{niceCount(item.value)}</dd>
          <dt className="text-sm text-brand-100">{item.label}</dt>
        </div>
      ))}
    </dl>
  )
}
