import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Select } from '~/components/ui/select'
import { cn, focusRing } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import type { TableMeta } from './admin_types'
import { useTableQuery } from './use_table_query'

export type Column<Row> = {
  key: string
  label: string
  /** Server sort key, when the column can be sorted. */
  sort?: string
  cell: (row: Row) => ReactNode
  className?: string
}

type Props<Row> = {
  caption: string
  rows: Row[]
  meta: TableMeta
  columns: Column<Row>[]
  rowKey: (row: Row) => number | string
  /** Offer Active / Deleted / All (soft-deleted tables). */
  softDeleted?: boolean
  rowClassName?: (row: Row) => string | undefined
  filters?: ReactNode
}

/**
 * A server-side table (issue 16): the search box, sort headers and pager only
 * change the query string; the server pages, sorts and searches, so it stays
 * fast at 100,000 rows. Cards on phones, a table from `md` up.
 */
export function DataTable<Row>({
  caption,
  rows,
  meta,
  columns,
  rowKey,
  softDeleted,
  rowClassName,
  filters,
}: Props<Row>) {
  const t = useT()
  const { visit, current } = useTableQuery()
  const [q, setQ] = useState(() => current().q ?? '')
  const show = current().show ?? 'live'

  // Reads the address when it fires, not when typed: a sort or page change in between is kept.
  const searchFor = useEffectEvent((text: string) => {
    if ((current().q ?? '') !== text) visit({ q: text }, { resetPage: true })
  })
  useEffect(() => {
    const handle = setTimeout(() => searchFor(q), 400)
    return () => clearTimeout(handle)
  }, [q])

  const sortBy = (key: string) =>
    visit(
      { sort: key, dir: meta.sort === key && meta.dir === 'asc' ? 'desc' : 'asc' },
      { resetPage: true }
    )

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="relative min-w-0 flex-1 basis-56">
          <span className="sr-only">{t('admin.table.search')}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
          />
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('admin.table.search_placeholder')}
            maxLength={100}
            className={cn(
              'min-h-11 w-full rounded-control border border-ink-300 bg-white ps-9 pe-3 text-sm text-ink-900',
              focusRing
            )}
          />
        </label>
        {softDeleted && (
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <span>{t('admin.table.show')}</span>
            <Select
              aria-label={t('admin.table.show')}
              value={show}
              onChange={(event) =>
                visit(
                  { show: event.target.value === 'live' ? undefined : event.target.value },
                  { resetPage: true }
                )
              }
            >
              <option value="live">{t('admin.table.show_live')}</option>
              <option value="deleted">{t('admin.table.show_deleted')}</option>
              <option value="all">{t('admin.table.show_all')}</option>
            </Select>
          </label>
        )}
        {filters}
      </div>

      {rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-300 px-4 py-10 text-center text-ink-600">
          {q ? t('admin.table.empty_search', { q }) : t('admin.table.empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label={caption}>
            {rows.map((row) => (
              <li
                key={rowKey(row)}
                className={cn(
                  'rounded-card border border-ink-200 bg-white p-4',
                  rowClassName?.(row)
                )}
              >
                <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
                  {columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
                        {column.label}
                      </dt>
                      <dd className="min-w-0 break-words text-ink-800">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-card border border-ink-200 bg-white md:block">
            <table className="w-full min-w-[44rem] border-collapse text-start text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={cn('px-3 py-2 text-start', column.className)}
                      aria-sort={
                        column.sort && meta.sort === column.sort
                          ? meta.dir === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          onClick={() => sortBy(column.sort!)}
                          className={cn(
                            'inline-flex items-center gap-1 rounded uppercase',
                            focusRing
                          )}
                        >
                          {column.label}
                          {meta.sort === column.sort &&
                            (meta.dir === 'asc' ? (
                              <ArrowUp aria-hidden className="size-3" />
                            ) : (
                              <ArrowDown aria-hidden className="size-3" />
                            ))}
                          <span className="sr-only">
                            {t('admin.table.sort_by', { column: column.label })}
                          </span>
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {rows.map((row) => (
                  <tr key={rowKey(row)} className={cn('align-top', rowClassName?.(row))}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cn('px-3 py-2 text-ink-800', column.className)}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <nav
        aria-label={caption}
        className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-700"
      >
        <span>
          {t('admin.table.rows', { total: meta.total })} ·{' '}
          {t('admin.table.page', { page: meta.current_page, pages: Math.max(1, meta.last_page) })}
        </span>
        <span className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={meta.current_page <= 1}
            onClick={() => visit({ page: meta.current_page - 1 })}
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t('admin.table.previous')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => visit({ page: meta.current_page + 1 })}
          >
            {t('admin.table.next')}
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </span>
      </nav>
    </div>
  )
}
