import { useT } from '~/lib/i18n'
import { ChartFrame } from './chart_frame'
import { weekLabel } from './format'
import { CHART_MARK, PALETTE } from './palette'
import { HEIGHT, WIDTH, areaPath, linePath, niceTicks, percentFromTop } from './scale'

export type TimeSeries = { name: string; values: number[] }

/**
 * Weekly figures as lines over shaded areas. The SVG stretches to any width
 * (its strokes keep their thickness), while the axis labels are HTML laid
 * over it in percent, so text stays readable from a 360 px phone to a wide
 * screen without measuring anything: the server's HTML is already right.
 */
export function TimeChart({
  title,
  subtitle,
  weeks,
  locale,
  series,
  yLabel,
  formatTick,
  formatValue,
  integer = true,
}: {
  title: string
  subtitle?: string
  /** First day of each week, yyyy-MM-dd. */
  weeks: string[]
  locale: string
  series: TimeSeries[]
  /** The y axis title, e.g. "Listings" or "₹ lakhs". */
  yLabel: string
  /** The y axis' labels; `top` is the last tick, to format all alike. */
  formatTick: (value: number, top: number) => string
  formatValue: (value: number) => string
  integer?: boolean
}) {
  const t = useT()
  const max = Math.max(0, ...series.flatMap((line) => line.values))
  const ticks = niceTicks(max, 4, integer)
  const top = ticks[ticks.length - 1]
  const labels = weeks.map((week) => weekLabel(week, locale))
  const last = weeks.length - 1

  return (
    <ChartFrame
      title={title}
      subtitle={subtitle}
      legend={series.map((line) => line.name)}
      rowHeader={t('admin_overview.week_of')}
      rows={weeks.map((week) => weekLabel(week, locale, 'long'))}
      columns={series.map((line) => ({ label: line.name, values: line.values.map(formatValue) }))}
    >
      <p aria-hidden className="mb-3 text-[11px] font-medium text-ink-500">
        {yLabel}
      </p>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden
          className="relative h-40 min-w-6 text-right text-[11px] text-ink-500 tabular-nums sm:h-48"
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${percentFromTop(tick, top)}%` }}
            >
              {formatTick(tick, top)}
            </span>
          ))}
        </div>
        <div className="relative h-40 sm:h-48">
          <svg
            data-chart={CHART_MARK}
            role="img"
            aria-label={summary(t, title, series, labels, formatValue)}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
          >
            {ticks.map((tick) => {
              const y = HEIGHT - (tick / top) * HEIGHT
              return (
                <line
                  key={tick}
                  x1={0}
                  x2={WIDTH}
                  y1={y}
                  y2={y}
                  vectorEffect="non-scaling-stroke"
                  className={tick === 0 ? 'stroke-ink-300' : 'stroke-ink-100'}
                  strokeWidth={1}
                />
              )
            })}
            {series.map((line, index) => (
              <g key={line.name}>
                <path
                  d={areaPath(line.values, top)}
                  className={PALETTE[index % PALETTE.length].fill}
                  fillOpacity={series.length > 1 ? 0.1 : 0.15}
                />
                <path
                  d={linePath(line.values, top)}
                  className={PALETTE[index % PALETTE.length].stroke}
                  fill="none"
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            ))}
          </svg>
          {max === 0 ? (
            <p className="absolute inset-x-0 top-1/3 text-center text-sm text-ink-500">
              {t('admin_overview.none_in_weeks', { weeks: weeks.length })}
            </p>
          ) : null}
        </div>
        <div />
        <div aria-hidden className="relative mt-1.5 h-4 text-[11px] text-ink-500">
          {labels.map((label, index) => {
            const fromEnd = last - index
            const visibility =
              fromEnd % 3 === 0
                ? fromEnd % 2 === 0
                  ? ''
                  : 'sm:hidden'
                : fromEnd % 2 === 0
                  ? 'hidden sm:block'
                  : 'hidden'
            const edge =
              index === 0 ? '' : index === last ? '-translate-x-full' : '-translate-x-1/2'
            return (
              <span
                key={weeks[index]}
                className={`absolute top-0 whitespace-nowrap ${edge} ${visibility}`}
                style={{ left: `${(index / Math.max(last, 1)) * 100}%` }}
              >
                {label}
              </span>
            )
          })}
        </div>
      </div>
      <p aria-hidden className="mt-1 text-center text-[11px] font-medium text-ink-500">
        {t('admin_overview.axis_week')}
      </p>
    </ChartFrame>
  )
}

/** What the picture says, for a screen reader: each series' total and the highest week. */
function summary(
  t: ReturnType<typeof useT>,
  title: string,
  series: TimeSeries[],
  labels: string[],
  formatValue: (value: number) => string
) {
  const totals = series
    .map(
      (line) => `${line.name} ${formatValue(line.values.reduce((sum, value) => sum + value, 0))}`
    )
    .join(', ')
  const combined = labels.map((_, index) =>
    series.reduce((sum, line) => sum + (line.values[index] ?? 0), 0)
  )
  const peak = combined.reduce((best, value, index) => (value > combined[best] ? index : best), 0)
  if (!combined[peak]) return t('admin_overview.summary_none', { title, weeks: labels.length })
  return t('admin_overview.summary_weekly', {
    title,
    weeks: labels.length,
    totals,
    week: labels[peak],
    value: formatValue(combined[peak]),
  })
}
