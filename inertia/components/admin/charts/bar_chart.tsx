import { useT } from '~/lib/i18n'
import { ChartFrame } from './chart_frame'
import { CHART_MARK, PALETTE } from './palette'
import { niceTicks, percentFromTop } from './scale'

/** `muted`: the "other" row that gathers the rest: listed with its value, but drawn without a bar, so a long tail does not flatten the bars that matter. */
export type Bar = { label: string; value: number; muted?: boolean }

/** Row height in px: the HTML labels and the SVG's bars share it, so they line up. */
const ROW = 32
const BAR = 18

/**
 * Horizontal bars, largest first, labels on the left, values on the right.
 * One SVG for all bars, stretched to the column's width (bars are
 * rectangles, so stretching loses nothing); the text is HTML beside it.
 */
export function BarChart({
  title,
  subtitle,
  bars,
  categoryLabel,
  valueLabel,
  formatValue,
  formatTick = formatValue,
}: {
  title: string
  subtitle?: string
  bars: Bar[]
  /** The column title of the labels, e.g. "Type" or "City". */
  categoryLabel: string
  /** The value axis title, e.g. "Listings". */
  valueLabel: string
  formatValue: (value: number) => string
  /** The value axis' labels (`top` is the last tick, to format all alike); `formatValue` unless told. */
  formatTick?: (value: number, top: number) => string
}) {
  const t = useT()
  const ticks = niceTicks(
    Math.max(0, ...bars.filter((bar) => !bar.muted).map((bar) => bar.value)),
    4
  )
  const top = ticks[ticks.length - 1]
  const height = bars.length * ROW
  const label = bars.length
    ? t('admin_overview.summary_bars', {
        title,
        bars: bars.map((bar) => `${bar.label} ${formatValue(bar.value)}`).join(', '),
      })
    : t('admin_overview.summary_empty', { title })

  return (
    <ChartFrame
      title={title}
      subtitle={subtitle}
      rowHeader={categoryLabel}
      rows={bars.map((bar) => bar.label)}
      columns={[{ label: valueLabel, values: bars.map((bar) => formatValue(bar.value)) }]}
    >
      {bars.length ? (
        <div className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)_auto] gap-x-3 text-sm">
          <p aria-hidden className="mb-1 text-[11px] font-medium text-ink-500">
            {categoryLabel}
          </p>
          <span />
          <span />
          <ul aria-hidden className="max-w-24 sm:max-w-44">
            {bars.map((bar) => (
              <li
                key={bar.label}
                className={`flex items-center truncate ${bar.muted ? 'text-ink-500 italic' : 'text-ink-700'}`}
                style={{ height: ROW }}
                title={bar.label}
              >
                <span className="truncate">{bar.label}</span>
              </li>
            ))}
          </ul>
          <div className="relative border-l border-ink-300" style={{ height }}>
            {ticks.slice(1).map((tick) => (
              <span
                key={tick}
                aria-hidden
                className="absolute inset-y-0 border-l border-dashed border-ink-100"
                style={{ left: `${100 - percentFromTop(tick, top)}%` }}
              />
            ))}
            <svg
              data-chart={CHART_MARK}
              role="img"
              aria-label={label}
              viewBox={`0 0 100 ${height || 1}`}
              preserveAspectRatio="none"
              className="relative block w-full"
              style={{ height }}
            >
              {bars.map((bar, index) =>
                bar.muted ? null : (
                  <rect
                    key={bar.label}
                    x={0}
                    y={index * ROW + (ROW - BAR) / 2}
                    width={Math.max((bar.value / top) * 100, bar.value > 0 ? 0.5 : 0)}
                    height={BAR}
                    className={PALETTE[0].fill}
                  />
                )
              )}
            </svg>
          </div>
          <ul aria-hidden className="text-right font-medium text-ink-900 tabular-nums">
            {bars.map((bar) => (
              <li
                key={bar.label}
                className={`flex items-center justify-end ${bar.muted ? 'font-normal text-ink-500' : ''}`}
                style={{ height: ROW }}
              >
                {formatValue(bar.value)}
              </li>
            ))}
          </ul>
          <span />
          <div aria-hidden className="relative mt-1 h-4 text-[11px] text-ink-500 tabular-nums">
            {ticks.map((tick, index) => (
              <span
                key={tick}
                className={`absolute top-0 whitespace-nowrap ${index === 0 ? '' : index === ticks.length - 1 ? '-translate-x-full' : 'hidden -translate-x-1/2 sm:block'}`}
                style={{ left: `${100 - percentFromTop(tick, top)}%` }}
              >
                {formatTick(tick, top)}
              </span>
            ))}
          </div>
          <span />
          <span />
          <p aria-hidden className="mt-1 text-center text-[11px] font-medium text-ink-500">
            {valueLabel}
          </p>
        </div>
      ) : (
        <p className="py-10 text-center text-sm text-ink-500">{t('admin_overview.no_listings')}</p>
      )}
    </ChartFrame>
  )
}
