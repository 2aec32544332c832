import { LayoutGrid, List, SearchX } from 'lucide-react'
import { Suspense, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { SearchBox } from '~/components/listings/search_box'
import { cn } from '~/components/ui/cn'
import { SelectField } from '~/components/ui/select'
import { SkeletonCard } from '~/components/ui/skeleton'
import type { ResultView } from './use_result_list'
import { lazyWithPreload } from '~/lib/lazy'

/** 'Save this search' (issue 31): its code and dialog load after the page. */
const SaveSearch = lazyWithPreload(() => import('~/components/saved_searches/save_search'))

/**
 * A search page (Find Properties, Premium Ventures): the title and search box,
 * what phones show under them, the filters beside the results on large screens.
 */
export function ResultsLayout({
  title,
  subtitle,
  search,
  onSearch,
  phones,
  sidebar,
  label,
  busy,
  children,
}: {
  title: string
  subtitle: string
  search: string
  onSearch: (text: string) => void
  phones?: ReactNode
  sidebar: ReactNode
  label?: string
  busy: boolean
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-ink-600">{subtitle}</p>
        </div>
        <SearchBox value={search} onSearch={onSearch} />
      </header>
      {phones}
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        {sidebar}
        <section aria-live="polite" aria-busy={busy} aria-label={label}>
          {children}
        </section>
      </div>
    </div>
  )
}

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
        <Suspense>
          <SaveSearch />
        </Suspense>
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
  /** What nothing found says, and the button that clears the filters when some are set. */
  empty: { title: string; body: string; clear?: { label: string; onClick: () => void } }
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
  if (items.length === 0)
    return (
      <EmptyState
        framed
        className="mt-6"
        icon={<SearchX className="size-7" aria-hidden />}
        title={empty.title}
        body={empty.body}
        action={
          empty.clear && (
            <Button variant="outline" onClick={empty.clear.onClick}>
              {empty.clear.label}
            </Button>
          )
        }
      />
    )
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
