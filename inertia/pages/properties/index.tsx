import { Seo } from '~/components/shell/seo'
import { FiltersDrawer } from '~/components/results/filters_drawer'
import { ResultList, ResultsHeader, ResultsLayout } from '~/components/results/result_list'
import { useResultList } from '~/components/results/use_result_list'
import { FiltersPanel } from '~/components/listings/filters_panel'
import { PropertyCard, type PropertyCardData } from '~/components/listings/property_card'
import { PropertyRow } from '~/components/listings/property_row'
import { OptionChips } from '~/components/listings/option_chips'
import { masterLabel, useT } from '~/lib/i18n'
import { countryNameKey, useMarket } from '~/lib/market'
import { activeFilterCount, type SearchFilters } from '~/lib/search_filters'
import type { StateTree } from '#rules/location_filter'
import { SORTS } from '#rules/search_options'
import { urlFor } from '~/lib/routes'
import { AffordabilityButton } from '~/components/loans/affordability_button'
import type { LoanDefaults } from '#rules/loans'
import { CompareTray } from '~/components/compare/compare_toggle'

type Props = {
  filters: SearchFilters
  properties: PropertyCardData[]
  nextCursor: string | null
  count?: { total: number; capped: boolean }
  locationTree?: StateTree
  /** Master-data property types (admins add and retire them). */
  propertyTypes: { name: string; label: string }[]
  /** The What can I afford? dialog's starting terms in the market's currency (config/loans.ts). */
  loan: LoanDefaults | null
}

export default function PropertiesIndex({
  filters,
  properties,
  nextCursor,
  count,
  locationTree = {},
  propertyTypes,
  loan,
}: Props) {
  const t = useT()
  const typeOptions = propertyTypes.map(({ name, label }) => ({
    value: name,
    label: masterLabel(t, `master.property_types.${name}`, label),
  }))
  const market = useMarket()
  const { search, searching, loadingMore, loadMore, view, setView, drawerOpen, setDrawerOpen } =
    useResultList({ path: urlFor('properties.index'), filters, nextCursor, list: 'properties' })

  const change = (changes: Partial<SearchFilters>) => search({ ...filters, ...changes })
  const countText = count
    ? count.capped
      ? t('listings.count_capped', { count: count.total.toLocaleString() })
      : t('listings.count', { count: count.total })
    : ''
  const activeCount = activeFilterCount(filters)

  return (
    <>
      <Seo title={t('seo.properties.title')} description={t('seo.properties.description')} />
      <ResultsLayout
        title={t('listings.find_title')}
        subtitle={t('listings.find_subtitle', { country: t(countryNameKey(market.country)) })}
        search={filters.search ?? ''}
        onSearch={(text) => search({ ...filters, search: text }, { replace: true })}
        busy={searching}
        // Phones: the filter button (with the number of active filters) and a collapsible quick filter.
        phones={
          <div className="mt-4 space-y-3 lg:hidden">
            <div className="flex gap-2">
              <FiltersDrawer
                filters={filters}
                active={activeCount}
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                onApply={search}
                labels={{
                  filters: t('listings.filters'),
                  close: t('listings.close'),
                  apply: t('listings.apply_filters'),
                }}
              >
                {(draft, changeDraft) => (
                  <FiltersPanel
                    filters={draft}
                    tree={locationTree}
                    types={typeOptions}
                    onChange={changeDraft}
                  />
                )}
              </FiltersDrawer>
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
        }
        sidebar={
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
        }
      >
        {loan && <AffordabilityButton loan={loan} />}
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
          empty={{
            title: t('listings.empty_title'),
            body: t('listings.empty_body'),
            clear:
              activeCount > 0 || filters.search
                ? { label: t('listings.clear_filters'), onClick: () => search({}) }
                : undefined,
          }}
          more={{
            label: t('listings.load_more'),
            shown: nextCursor !== null,
            loading: loadingMore,
            onClick: loadMore,
          }}
        />
      </ResultsLayout>
      <CompareTray />
    </>
  )
}
