import { Seo } from '~/components/shell/seo'
import { SearchX } from 'lucide-react'
import { useMemo } from 'react'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { ResultList, ResultsHeader } from '~/components/results/result_list'
import { useResultList } from '~/components/results/use_result_list'
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
import type { StateTree } from '#rules/location_filter'
import { VENTURE_SORTS } from '#rules/venture_options'
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
  const { searching, loadingMore, loadMore, view, setView, drawerOpen, setDrawerOpen } =
    useResultList({
      path: urlFor('ventures.index'),
      query: ventureQuery(filters),
      nextCursor,
      // `saved` comes with each page: the new cards read it when they mount.
      more: ['ventures', 'nextCursor', 'saved'],
    })
  const savedIds = useMemo(() => new Set(saved), [saved])

  const change = (changes: Partial<VentureFilters>) => visitVentures({ ...filters, ...changes })
  const clear = () => visitVentures({ search: filters.search, sort: filters.sort })
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
            <ResultsHeader
              status={
                searching
                  ? t('venture_pages.loading')
                  : count !== undefined
                    ? t('venture_pages.count', { count })
                    : ''
              }
              sort={{
                label: t('venture_pages.sort'),
                value: filters.sort ?? 'latest',
                options: VENTURE_SORTS.map((sort) => ({
                  value: sort,
                  label: t(`venture_pages.sorts.${sort}`),
                })),
              }}
              onSort={(sort) => change({ sort })}
              view={view}
              onView={setView}
              labels={{
                view: t('venture_pages.view_mode'),
                grid: t('venture_pages.view_grid'),
                list: t('venture_pages.view_list'),
              }}
            >
              <MobileVentureFilters
                filters={filters}
                tree={locationTree}
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                onApply={visitVentures}
              />
            </ResultsHeader>
            <ResultList
              items={ventures}
              searching={searching}
              view={view}
              renderItem={(venture) => (
                <VentureCard
                  key={venture.id}
                  venture={venture}
                  saved={savedIds.has(venture.id)}
                  layout={view}
                />
              )}
              empty={
                <EmptyState
                  framed
                  className="mt-6"
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
              }
              more={{
                label: t('venture_pages.load_more'),
                shown: nextCursor !== null,
                loading: loadingMore,
                onClick: loadMore,
              }}
            />
          </section>
        </div>
      </div>
    </>
  )
}
