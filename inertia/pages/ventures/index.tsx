import { router } from '@inertiajs/react'
import { Seo } from '~/components/shell/seo'
import { LayoutGrid, List, SearchX } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { EmptyState } from '~/components/ui/empty_state'
import { SelectField } from '~/components/ui/select'
import { SkeletonCard } from '~/components/ui/skeleton'
import { SearchBox } from '~/components/listings/search_box'
import { VentureCard, type VentureCardData } from '~/components/ventures/venture_card'
import { MobileVentureFilters, VentureFiltersSidebar } from '~/components/ventures/venture_filters'
import {
  activeVentureFilterCount,
  ventureQuery,
  visitVentures,
  type VentureFilters,
} from '~/components/ventures/filter_state'
import { useT } from '~/lib/i18n'
import { usePageActions } from '~/lib/shortcuts'
import type { StateTree } from '#rules/location_filter'
import { VENTURE_SORTS, type VentureSort } from '#rules/venture_options'
import { urlFor } from '~/lib/routes'

type Props = {
  filters: VentureFilters
  ventures: VentureCardData[]
  nextCursor: string | null
  /** Matches of the whole search; absent while only more cards were loaded. */
  count?: number
  /** Which of these ventures the signed-in visitor saved. */
  saved: number[]
  locationTree?: StateTree
}

/** Loading state of visits to this page, for 'Loading ventures...' and the skeletons. */
function useSearching() {
  const [searching, setSearching] = useState(false)
  useEffect(() => {
    const offStart = router.on('start', (event) => {
      const visit = event.detail.visit
      // Only searches: not "Show more" (it keeps the URL) and not Save (a POST).
      if (
        visit.method === 'get' &&
        new URL(visit.url).pathname === urlFor('ventures.index') &&
        !visit.preserveUrl
      )
        setSearching(true)
    })
    const offFinish = router.on('finish', () => setSearching(false))
    return () => {
      offStart()
      offFinish()
    }
  }, [])
  return searching
}

/** Premium Ventures (000 §2 Venture list). */
export default function VenturesIndex({
  filters,
  ventures,
  nextCursor,
  count,
  saved,
  locationTree = {},
}: Props) {
  const t = useT()
  const searching = useSearching()
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const savedIds = useMemo(() => new Set(saved), [saved])

  const change = (changes: Partial<VentureFilters>) => visitVentures({ ...filters, ...changes })
  const clear = () => visitVentures({ search: filters.search, sort: filters.sort })
  const actions = useMemo(
    () => ({
      toggleFilters: () => setDrawerOpen((open) => !open),
      toggleView: () => setView((current) => (current === 'grid' ? 'list' : 'grid')),
    }),
    []
  )
  usePageActions(actions)

  const loadMore = () => {
    if (!nextCursor) return
    router.get(
      urlFor('ventures.index'),
      { ...ventureQuery(filters), cursor: nextCursor },
      {
        // `saved` comes with each page: the new cards read it when they mount.
        only: ['ventures', 'nextCursor', 'saved'],
        preserveState: true,
        preserveScroll: true,
        preserveUrl: true,
        onStart: () => setLoadingMore(true),
        onFinish: () => setLoadingMore(false),
      }
    )
  }

  const activeCount = activeVentureFilterCount(filters)

  return (
    <>
      <Seo title={t('seo.ventures.title')} description={t('seo.ventures.description')} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <header className="flex flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {t('venture_pages.title')}
            </h1>
            <p className="mt-1 text-ink-600">{t('venture_pages.subtitle')}</p>
          </div>
          <SearchBox
            value={filters.search ?? ''}
            onSearch={(search) => visitVentures({ ...filters, search }, { replace: true })}
          />
        </header>

        <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <VentureFiltersSidebar
            filters={filters}
            tree={locationTree}
            onChange={change}
            onClear={clear}
          />

          <section aria-live="polite" aria-busy={searching} aria-label={t('venture_pages.results')}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-medium text-ink-800" data-testid="result-count">
                {searching
                  ? t('venture_pages.loading')
                  : count !== undefined
                    ? t('venture_pages.count', { count })
                    : ''}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <MobileVentureFilters
                  filters={filters}
                  tree={locationTree}
                  open={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  onApply={visitVentures}
                />
                <SelectField
                  label={t('venture_pages.sort')}
                  wrapperClassName="[&>label]:sr-only"
                  name="sort"
                  value={filters.sort ?? 'latest'}
                  onChange={(event) => change({ sort: event.target.value as VentureSort })}
                  options={VENTURE_SORTS.map((sort) => ({
                    value: sort,
                    label: t(`venture_pages.sorts.${sort}`),
                  }))}
                />
                <div
                  className="flex rounded-control border border-ink-200 bg-white p-0.5"
                  role="group"
                  aria-label={t('venture_pages.view_mode')}
                >
                  {(['grid', 'list'] as const).map((mode) => (
                    <button
                      key={mode}
                      type="button"
                      aria-pressed={view === mode}
                      aria-label={t(
                        mode === 'grid' ? 'venture_pages.view_grid' : 'venture_pages.view_list'
                      )}
                      onClick={() => setView(mode)}
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

            {searching ? (
              <div className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
                {Array.from({ length: 6 }, (_, i) => (
                  <SkeletonCard key={i} />
                ))}
              </div>
            ) : ventures.length === 0 ? (
              <EmptyState
                className="mt-6 rounded-card border border-dashed border-ink-200 bg-white"
                icon={<SearchX className="size-7" aria-hidden />}
                title={t('venture_pages.empty_title')}
                body={t('venture_pages.empty_body')}
                action={
                  activeCount > 0 ? (
                    <Button variant="outline" onClick={() => visitVentures({})}>
                      {t('venture_pages.clear_filters')}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <>
                <div
                  className={cn(
                    'mt-5 grid gap-5',
                    view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1'
                  )}
                  data-testid="results"
                >
                  {ventures.map((venture) => (
                    <VentureCard
                      key={venture.id}
                      venture={venture}
                      saved={savedIds.has(venture.id)}
                      layout={view}
                    />
                  ))}
                </div>
                {nextCursor && (
                  <div className="mt-8 flex justify-center">
                    <Button variant="outline" size="lg" loading={loadingMore} onClick={loadMore}>
                      {t('venture_pages.load_more')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
