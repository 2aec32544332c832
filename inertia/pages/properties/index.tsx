import { Seo } from '~/components/shell/seo'
import { SearchX, SlidersHorizontal } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Drawer } from '~/components/ui/drawer'
import { EmptyState } from '~/components/ui/empty_state'
import { ResultList, ResultsHeader } from '~/components/results/result_list'
import { useResultList } from '~/components/results/use_result_list'
import { FiltersPanel } from '~/components/listings/filters_panel'
import { PropertyCard, type PropertyCardData } from '~/components/listings/property_card'
import { PropertyRow } from '~/components/listings/property_row'
import { SearchBox } from '~/components/listings/search_box'
import { OptionChips } from '~/components/listings/option_chips'
import { masterLabel, useT } from '~/lib/i18n'
import { countryNameKey, useMarket } from '~/lib/market'
import {
  activeFilterCount,
  cleanFilters,
  visitSearch,
  type SearchFilters,
} from '~/lib/search_filters'
import type { StateTree } from '#rules/location_filter'
import { SORTS } from '#rules/search_options'
import { urlFor } from '~/lib/routes'

type Props = {
  filters: SearchFilters
  properties: PropertyCardData[]
  nextCursor: string | null
  count?: { total: number; capped: boolean }
  locationTree?: StateTree
  /** Master-data property types (admins add and retire them). */
  propertyTypes: { name: string; label: string }[]
}

export default function PropertiesIndex({
  filters,
  properties,
  nextCursor,
  count,
  locationTree = {},
  propertyTypes,
}: Props) {
  const t = useT()
  const typeOptions = propertyTypes.map(({ name, label }) => ({
    value: name,
    label: masterLabel(t, `master.property_types.${name}`, label),
  }))
  const market = useMarket()
  const { searching, loadingMore, loadMore, view, setView, drawerOpen, setDrawerOpen } =
    useResultList({
      path: urlFor('properties.index'),
      query: cleanFilters(filters),
      nextCursor,
      more: ['properties', 'nextCursor'],
    })
  const [draft, setDraft] = useState<SearchFilters>(filters)

  useEffect(() => setDraft(filters), [filters])

  const change = (changes: Partial<SearchFilters>) => visitSearch({ ...filters, ...changes })
  const countText = count
    ? count.capped
      ? t('listings.count_capped', { count: count.total.toLocaleString() })
      : t('listings.count', { count: count.total })
    : ''
  const activeCount = activeFilterCount(filters)

  return (
    <>
      <Seo title={t('seo.properties.title')} description={t('seo.properties.description')} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <header className="flex flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {t('listings.find_title')}
            </h1>
            <p className="mt-1 text-ink-600">
              {t('listings.find_subtitle', { country: t(countryNameKey(market.country)) })}
            </p>
          </div>
          <SearchBox
            value={filters.search ?? ''}
            onSearch={(search) => visitSearch({ ...filters, search }, { replace: true })}
          />
        </header>

        {/* Phones: the filter button (with the number of active filters) and a collapsible quick filter. */}
        <div className="mt-4 space-y-3 lg:hidden">
          <div className="flex gap-2">
            <Button
              variant="outline"
              onClick={() => setDrawerOpen(true)}
              iconLeft={<SlidersHorizontal className="size-4" aria-hidden />}
            >
              {t('listings.filters')}
              {activeCount > 0 && (
                <span
                  className="ml-1 rounded-pill bg-brand-600 px-1.5 text-xs text-white"
                  data-testid="active-filter-count"
                >
                  {activeCount}
                </span>
              )}
            </Button>
          </div>
          <details className="rounded-card border border-ink-100 bg-white p-3">
            <summary className="cursor-pointer text-sm font-semibold text-ink-800">
              {t('listings.quick_filters')}
            </summary>
            <div className="mt-3">
              <OptionChips
                label={t('listings.property_type')}
                options={typeOptions}
                value={filters.property_type}
                onChange={(value) => change({ property_type: value })}
              />
            </div>
          </details>
        </div>

        <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <aside className="hidden lg:block" aria-label={t('listings.filters')}>
            <div className="sticky top-24 rounded-card border border-ink-100 bg-white p-5 shadow-card">
              <FiltersPanel
                filters={filters}
                tree={locationTree}
                types={typeOptions}
                onChange={change}
              />
            </div>
          </aside>

          <section aria-live="polite" aria-busy={searching}>
            <ResultsHeader
              status={searching ? t('listings.loading') : countText}
              sort={{
                label: t('listings.sort'),
                value: filters.sort ?? 'latest',
                options: SORTS.map((sort) => ({ value: sort, label: t(`listings.sort_${sort}`) })),
              }}
              onSort={(sort) => change({ sort })}
              view={view}
              onView={setView}
              labels={{
                view: t('listings.view_mode'),
                grid: t('listings.view_grid'),
                list: t('listings.view_list'),
              }}
            />
            <ResultList
              items={properties}
              searching={searching}
              view={view}
              renderItem={(property) =>
                view === 'grid' ? (
                  <PropertyCard key={property.id} property={property} heading="h2" />
                ) : (
                  <PropertyRow key={property.id} property={property} heading="h2" />
                )
              }
              empty={
                <EmptyState
                  framed
                  className="mt-6"
                  icon={<SearchX className="size-7" aria-hidden />}
                  title={t('listings.empty_title')}
                  body={t('listings.empty_body')}
                  action={
                    activeCount > 0 || filters.search ? (
                      <Button variant="outline" onClick={() => visitSearch({})}>
                        {t('listings.clear_filters')}
                      </Button>
                    ) : undefined
                  }
                />
              }
              more={{
                label: t('listings.load_more'),
                shown: nextCursor !== null,
                loading: loadingMore,
                onClick: loadMore,
              }}
            />
          </section>
        </div>
      </div>

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('listings.filters')}
        closeLabel={t('listings.close')}
        footer={
          <Button
            fullWidth
            onClick={() => {
              setDrawerOpen(false)
              visitSearch(draft)
            }}
          >
            {t('listings.apply_filters')}
          </Button>
        }
      >
        <FiltersPanel
          filters={draft}
          tree={locationTree}
          types={typeOptions}
          onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
        />
      </Drawer>
    </>
  )
}
