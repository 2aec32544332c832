import { LocationDetector, type DetectedPlace } from '~/components/locations/location_detector'
import { LocationSelects } from '~/components/locations/location_selects'
import { toast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { usePriceLabel } from '~/lib/price'
import type { SearchFilters } from '~/lib/search_filters'
import {
  EMPTY_LOCATION,
  locationOptions,
  locationValue,
  type StateTree,
} from '#rules/location_filter'
import { BEDROOMS, PRICE_PRESETS, PROPERTY_STATUSES } from '#rules/search_options'
import { OptionChips } from './option_chips'

/** Applies a detected place to the tree: every level that exists is taken; the rest is left to the visitor. */
function placeToFilters(
  tree: StateTree,
  place: DetectedPlace
): { filters: Partial<SearchFilters>; complete: boolean } {
  const value = { ...EMPTY_LOCATION, state: place.state }
  let options = locationOptions(tree, value)
  if (!options.states.includes(place.state)) return { filters: {}, complete: false }
  let complete = true
  for (const level of ['district', 'city', 'area'] as const) {
    const wanted = place[level]
    const available =
      level === 'district' ? options.districts : level === 'city' ? options.cities : options.areas
    if (wanted && available.includes(wanted)) {
      value[level] = wanted
      options = locationOptions(tree, value)
    } else {
      complete = complete && !wanted
      break
    }
  }
  return { filters: value, complete }
}

/** Every filter of 000 §3/§9; used in the sidebar and in the phone's filter panel. */
export type TypeOption = { value: string; label: string }

export function FiltersPanel({
  filters,
  tree,
  types,
  onChange,
}: {
  filters: SearchFilters
  tree: StateTree
  types: TypeOption[]
  onChange: (changes: Partial<SearchFilters>) => void
}) {
  const t = useT()
  const priceLabel = usePriceLabel()
  // Presets in the selected country's currency: the listings searched are priced in it.
  const presets = PRICE_PRESETS[useMarket().country]
  const price = presets.find(
    (preset) => preset.min === filters.min_price && preset.max === filters.max_price
  )

  return (
    <div className="space-y-6">
      <OptionChips
        label={t('listings.property_type')}
        testId="filter-type"
        options={types}
        value={filters.property_type}
        onChange={(value) => onChange({ property_type: value })}
      />
      <OptionChips
        label={t('listings.price_range')}
        testId="filter-price"
        options={presets.map((preset) => ({
          value: `${preset.min}-${preset.max}`,
          label: priceLabel(preset),
        }))}
        value={price ? `${price.min}-${price.max}` : undefined}
        onChange={(value) => {
          const preset = presets.find((p) => `${p.min}-${p.max}` === value)
          onChange({ min_price: preset?.min, max_price: preset?.max })
        }}
      />
      <OptionChips
        label={t('listings.bedrooms')}
        testId="filter-bedrooms"
        options={BEDROOMS.map((count) => ({
          value: count,
          label: t(count === 5 ? 'listings.bhk_plus' : 'listings.bhk', { count }),
        }))}
        value={filters.bedrooms}
        onChange={(value) => onChange({ bedrooms: value })}
      />
      <OptionChips
        label={t('listings.status')}
        testId="filter-status"
        options={PROPERTY_STATUSES.map((status) => ({
          value: status,
          label: t(`master.statuses.${status}`),
        }))}
        value={filters.status}
        onChange={(value) => onChange({ status: value })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-900">
          {t('listings.location')}
        </legend>
        <div className="space-y-3">
          <LocationDetector
            onApply={(place) => {
              const { filters: location, complete } = placeToFilters(tree, place)
              if (!location.state) {
                toast.error(t('locations.not_in_service_area'))
                return
              }
              onChange(location)
              toast.success(t(complete ? 'locations.applied' : 'locations.partial_applied'))
            }}
          />
          <LocationSelects
            tree={tree}
            value={locationValue(filters)}
            onChange={(location) => onChange(location)}
          />
        </div>
      </fieldset>
    </div>
  )
}
