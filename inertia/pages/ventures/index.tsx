import { Seo } from '~/components/shell/seo'
import { useMemo } from 'react'
import { FiltersDrawer } from '~/components/results/filters_drawer'
import { ResultList, ResultsHeader, ResultsLayout } from '~/components/results/result_list'
import { useResultList } from '~/components/results/use_result_list'
import { VentureCard, type VentureCardData } from '~/components/ventures/venture_card'
import { VentureFiltersPanel, VentureFiltersSidebar } from '~/components/ventures/venture_filters'
import { activeVentureFilterCount, type VentureFilters } from '~/components/ventures/filter_state'
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
  const { search, searching, loadingMore, loadMore, view, setView, drawerOpen, setDrawerOpen } =
    useResultList({
      path: urlFor('ventures.index'),
      filters,
      nextCursor,
      list: 'ventures',
      // `saved` comes with each page: the new cards read it when they mount.
      perPage: ['saved'],
    })
  const savedIds = useMemo(() => new Set(saved), [saved])

  const change = (changes: Partial<VentureFilters>) => search({ ...filters, ...changes })
  const clear = () => search({ search: filters.search, sort: filters.sort })
  const activeCount = activeVentureFilterCount(filters)

  return (
    <>
      <Seo title={t('seo.ventures.title')} description={t('seo.ventures.description')} />
      <ResultsLayout
        title={t('venture_pages.title')}
        subtitle={t('venture_pages.subtitle')}
        search={filters.search ?? ''}
        onSearch={(text) => search({ ...filters, search: text }, { replace: true })}
        busy={searching}
        label={t('venture_pages.results')}
        sidebar={
          <VentureFiltersSidebar
            filters={filters}
            tree={locationTree}
            onChange={change}
            onClear={clear}
          />
        }
      >
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
          <FiltersDrawer
            className="lg:hidden"
            filters={filters}
            active={activeCount}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onApply={search}
            cleared={{ search: filters.search, sort: filters.sort }}
            labels={{
              filters: t('venture_pages.filters'),
              active: t('venture_pages.filters_active', { count: activeCount }),
              close: t('venture_pages.close'),
              apply: t('venture_pages.apply_filters'),
              clear: t('venture_pages.clear_filters'),
            }}
          >
            {(draft, changeDraft) => (
              <VentureFiltersPanel filters={draft} tree={locationTree} onChange={changeDraft} />
            )}
          </FiltersDrawer>
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
          empty={{
            title: t('venture_pages.empty_title'),
            body: t('venture_pages.empty_body'),
            clear:
              activeCount > 0
                ? { label: t('venture_pages.clear_filters'), onClick: () => search({}) }
                : undefined,
          }}
          more={{
            label: t('venture_pages.load_more'),
            shown: nextCursor !== null,
            loading: loadingMore,
            onClick: loadMore,
          }}
        />
      </ResultsLayout>
    </>
  )
}
