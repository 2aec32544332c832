import { LayoutGrid, List } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { SelectField } from '~/components/ui/select'
import { SkeletonCard } from '~/components/ui/skeleton'
import type { ResultView } from './use_result_list'

/**
 * The line above a list's results: how many were found (or 'Loading…'),
 * then the page's own controls, the sort and the grid/list switch.
 */
export function ResultsHeader<Sort extends string>({
  status,
  sort,
  onSort,
  view,
  onView,
  labels,
  children,
}: {
  status: string
  sort: { label: string; value: Sort; options: { value: Sort; label: string }[] }
  onSort: (sort: Sort) => void
  view: ResultView
  onView: (view: ResultView) => void
  labels: { view: string; grid: string; list: string }
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="font-medium text-ink-800" data-testid="result-count">
        {status}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <SelectField
          label={sort.label}
          wrapperClassName="[&>label]:sr-only"
          name="sort"
          value={sort.value}
          onChange={(event) => {
            const picked = sort.options.find((option) => option.value === event.target.value)
            if (picked) onSort(picked.value)
          }}
          options={sort.options}
        />
        <div
          className="flex rounded-control border border-ink-200 bg-white p-0.5"
          role="group"
          aria-label={labels.view}
        >
          {(['grid', 'list'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              aria-label={labels[mode]}
              onClick={() => onView(mode)}
              className={cn(
                'grid size-9 place-items-center rounded-[0.5rem]',
                view === mode ? 'bg-brand-600 text-white' : 'text-ink-600 hover:bg-ink-100'
              )}
            >
              {mode === 'grid' ? (
                <LayoutGrid className="size-4" aria-hidden />
              ) : (
                <List className="size-4" aria-hidden />
              )}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}

/**
 * The results of a search: skeletons while a new search runs, the empty
 * state when nothing matched, else the cards in a grid or a list and
 * "Show more" while there is a next page (its cards are appended).
 */
export function ResultList<Item extends { id: number }>({
  items,
  searching,
  view,
  renderItem,
  empty,
  more,
}: {
  items: Item[]
  searching: boolean
  view: ResultView
  renderItem: (item: Item) => ReactNode
  empty: ReactNode
  more: { label: string; shown: boolean; loading: boolean; onClick: () => void }
}) {
  if (searching)
    return (
      <div className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    )
  if (items.length === 0) return empty
  return (
    <>
      <div
        className={cn(
          'mt-5 grid gap-5',
          view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1'
        )}
        data-testid="results"
      >
        {items.map(renderItem)}
      </div>
      {more.shown && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" size="lg" loading={more.loading} onClick={more.onClick}>
            {more.label}
          </Button>
        </div>
      )}
    </>
  )
}
