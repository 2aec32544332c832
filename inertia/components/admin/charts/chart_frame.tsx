import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { PALETTE } from './palette'

export type TableColumn = { label: string; values: string[] }

/**
 * A chart's card: title, legend, the picture, and the same figures as a
 * table in a <details> for screen readers and anyone who prefers numbers.
 */
export function ChartFrame({
  title,
  subtitle,
  legend,
  rowHeader,
  rows,
  columns,
  children,
}: {
  title: string
  subtitle?: string
  /** Series names, in palette order; none for a one-series chart. */
  legend?: string[]
  rowHeader: string
  rows: string[]
  columns: TableColumn[]
  children: ReactNode
}) {
  const t = useT()
  return (
    <Card className="min-w-0">
      <figure className="flex h-full flex-col">
        <figcaption className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="min-w-0">
            <span className="block text-base font-semibold text-ink-900">{title}</span>
            {subtitle ? <span className="block text-xs text-ink-500">{subtitle}</span> : null}
          </span>
          {legend && legend.length > 1 ? (
            <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
              {legend.map((name, index) => (
                <span key={name} className="inline-flex items-center gap-1.5">
                  <span
                    aria-hidden
                    className={`size-2.5 rounded-sm ${PALETTE[index % PALETTE.length].swatch}`}
                  />
                  {name}
                </span>
              ))}
            </span>
          ) : null}
        </figcaption>
        <div className="flex-1">{children}</div>
        <details className="group mt-4 text-sm">
          <summary className="cursor-pointer rounded text-xs font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
            {t('admin_overview.show_table')}
          </summary>
          <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-ink-100">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-ink-50 text-ink-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {rowHeader}
                  </th>
                  {columns.map((column) => (
                    <th key={column.label} scope="col" className="px-3 py-2 text-right font-medium">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100 text-ink-800">
                {rows.map((row, index) => (
                  <tr key={row}>
                    <th scope="row" className="px-3 py-1.5 font-normal">
                      {row}
                    </th>
                    {columns.map((column) => (
                      <td key={column.label} className="px-3 py-1.5 text-right tabular-nums">
                        {column.values[index]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </Card>
  )
}
