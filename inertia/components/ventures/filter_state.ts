import type { Data } from '~generated/data'

/** The venture filter state of 000 §3 as the /ventures query string carries it (VentureFiltersTransformer). */
export type VentureFilters = Data.VentureFilters

/**
 * The number on the phone's Filters button (000 §9): each location part,
 * investment type, property types, builder, unit configurations, amenities,
 * size, possession, approvals, status, price and search count once.
 */
export function activeVentureFilterCount(filters: VentureFilters): number {
  const set = (value: unknown) =>
    Array.isArray(value)
      ? value.length > 0
      : value !== undefined && value !== null && String(value).trim() !== ''
  const single = [
    filters.state,
    filters.district,
    filters.city,
    filters.area,
    filters.venture_type,
    filters.property_types,
    filters.builder,
    filters.unit_configs,
    filters.amenities,
    filters.project_size,
    filters.possession_timeline,
    filters.approvals,
    filters.status,
    filters.search,
  ]
  const price = filters.min_price !== undefined || filters.max_price !== undefined
  return single.filter(set).length + (price ? 1 : 0)
}

/** Adds or removes one value of a list filter. */
export function toggled<Value extends string>(list: Value[] | undefined, value: Value): Value[] {
  const current = list ?? []
  return current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
}
