import { SelectField } from '~/components/ui/select'
import { LocationSelects } from '~/components/locations/location_selects'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { usePriceLabel } from '~/lib/price'
import { locationValue, type StateTree } from '#rules/location_filter'
import {
  APPROVALS,
  BUILDER_NAMES,
  BUILDERS,
  POSSESSION_TIMELINES,
  PROJECT_SIZES,
  UNIT_CONFIGS,
  VENTURE_AMENITIES,
  VENTURE_PRICE_PRESETS,
  VENTURE_PROPERTY_TYPES,
  VENTURE_STATUSES,
  VENTURE_TYPES,
  type PossessionTimeline,
  type ProjectSize,
} from '#rules/venture_options'
import { ChipGroup, Section } from './filter_groups'
import { activeVentureFilterCount, toggled, type VentureFilters } from './filter_state'
import { useVentureLabels } from './labels'

type Change = (changes: Partial<VentureFilters>) => void
/** Every venture filter group of 000 §2 (search is the box above the results). */
export function VentureFiltersPanel({
  filters,
  tree,
  onChange,
}: {
  filters: VentureFilters
  tree: StateTree
  onChange: Change
}) {
  const t = useT()
  const labels = useVentureLabels()
  const priceLabel = usePriceLabel()
  // Presets in the selected country's currency: the ventures searched are priced in it.
  const presets = VENTURE_PRICE_PRESETS[useMarket().country]
  const price = presets.find(
    (preset) => preset.min === filters.min_price && preset.max === filters.max_price
  )
  const single = <Value extends string>(value: Value | undefined) => (value ? [value] : [])
  const pick = <Value extends string>(current: Value | undefined, value: Value) =>
    current === value ? undefined : value

  return (
    <div className="space-y-4">
      <Section label={t('venture_pages.filter.location')}>
        <LocationSelects
          tree={tree}
          value={locationValue(filters)}
          onChange={(location) => onChange(location)}
        />
      </Section>
      <ChipGroup
        name="venture_type"
        open
        label={t('venture_pages.filter.investment_type')}
        options={VENTURE_TYPES.map((type) => ({ value: type, label: labels.ventureType(type) }))}
        selected={single(filters.venture_type)}
        onToggle={(value) => onChange({ venture_type: pick(filters.venture_type, value) })}
      />
      <ChipGroup
        name="status"
        open
        label={t('venture_pages.filter.status')}
        options={VENTURE_STATUSES.map((status) => ({
          value: status,
          label: labels.status(status),
        }))}
        selected={single(filters.status)}
        onToggle={(value) => onChange({ status: pick(filters.status, value) })}
      />
      <ChipGroup
        name="price"
        open
        label={t('venture_pages.filter.price_range')}
        options={presets.map((preset) => ({
          value: `${preset.min}-${preset.max}`,
          label: priceLabel(preset),
        }))}
        selected={price ? [`${price.min}-${price.max}`] : []}
        onToggle={(value) => {
          const preset = presets.find((p) => `${p.min}-${p.max}` === value)
          const clear = !preset || preset === price
          onChange({
            min_price: clear ? undefined : preset.min,
            max_price: clear ? undefined : preset.max,
          })
        }}
      />
      <ChipGroup
        name="property_types"
        label={t('venture_pages.filter.property_types')}
        options={VENTURE_PROPERTY_TYPES.map((type) => ({
          value: type,
          label: labels.propertyType(type),
        }))}
        selected={filters.property_types ?? []}
        onToggle={(value) => onChange({ property_types: toggled(filters.property_types, value) })}
      />
      <div className="border-b border-ink-100 pb-4">
        <SelectField
          label={t('venture_pages.filter.builder')}
          name="builder"
          value={filters.builder ?? ''}
          onChange={(event) =>
            onChange({ builder: BUILDERS.find((builder) => builder === event.target.value) })
          }
          options={[
            { value: '', label: t('venture_pages.filter.any_builder') },
            ...BUILDERS.map((builder) => ({
              value: builder,
              label: BUILDER_NAMES[builder] ?? t(`venture_pages.builders.${builder}`),
            })),
          ]}
        />
      </div>
      <ChipGroup
        name="unit_configs"
        label={t('venture_pages.filter.unit_configs')}
        options={UNIT_CONFIGS.map((config) => ({
          value: config,
          label: labels.unitConfig(config),
        }))}
        selected={filters.unit_configs ?? []}
        onToggle={(value) => onChange({ unit_configs: toggled(filters.unit_configs, value) })}
      />
      <ChipGroup
        name="amenities"
        label={t('venture_pages.filter.amenities')}
        options={VENTURE_AMENITIES.map((amenity) => ({
          value: amenity,
          label: labels.amenity(amenity),
        }))}
        selected={filters.amenities ?? []}
        onToggle={(value) => onChange({ amenities: toggled(filters.amenities, value) })}
      />
      <ChipGroup
        name="project_size"
        label={t('venture_pages.filter.project_size')}
        options={(Object.keys(PROJECT_SIZES) as ProjectSize[]).map((size) => ({
          value: size,
          label: t(`venture_pages.project_sizes.${size}`),
        }))}
        selected={single(filters.project_size)}
        onToggle={(value) => onChange({ project_size: pick(filters.project_size, value) })}
      />
      <ChipGroup
        name="possession_timeline"
        label={t('venture_pages.filter.possession')}
        options={(Object.keys(POSSESSION_TIMELINES) as PossessionTimeline[]).map((when) => ({
          value: when,
          label: t(`venture_pages.possession.${when}`),
        }))}
        selected={single(filters.possession_timeline)}
        onToggle={(value) =>
          onChange({ possession_timeline: pick(filters.possession_timeline, value) })
        }
      />
      <ChipGroup
        name="approvals"
        label={t('venture_pages.filter.approvals')}
        options={APPROVALS.map((approval) => ({
          value: approval,
          label: labels.approval(approval),
        }))}
        selected={filters.approvals ?? []}
        onToggle={(value) => onChange({ approvals: toggled(filters.approvals, value) })}
      />
    </div>
  )
}

/** Large screens: the sticky left panel; every change searches at once. */
export function VentureFiltersSidebar({
  filters,
  tree,
  onChange,
  onClear,
}: {
  filters: VentureFilters
  tree: StateTree
  onChange: Change
  onClear: () => void
}) {
  const t = useT()
  const active = activeVentureFilterCount(filters)
  return (
    <aside className="hidden lg:block" aria-label={t('venture_pages.filters')}>
      <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto rounded-card border border-ink-100 bg-white p-5 shadow-card">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-ink-900">{t('venture_pages.filters')}</h2>
          {active > 0 && (
            <button
              type="button"
              onClick={onClear}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('venture_pages.clear_filters')}
            </button>
          )}
        </div>
        <VentureFiltersPanel filters={filters} tree={tree} onChange={onChange} />
      </div>
    </aside>
  )
}
