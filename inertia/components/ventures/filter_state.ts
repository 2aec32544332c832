import { router } from '@inertiajs/react'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

/** The venture filter state of 000 §3 as the /ventures query string carries it (VentureFiltersTransformer). */
export type VentureFilters = Data.VentureFilters

/** The lists travel comma-separated: `amenities=gym_fitness,clubhouse`. */
const LIST_KEYS = ['property_types', 'unit_configs', 'amenities', 'approvals'] as const
const SCALAR_KEYS = [
  'search',
  'venture_type',
  'status',
  'builder',
  'project_size',
  'possession_timeline',
  'min_price',
  'max_price',
  'state',
  'district',
  'city',
  'area',
  'sort',
] as const

/** Empty values are left out of the URL (000 §5), and so is the default sort; the search text is trimmed. */
export function ventureQuery(filters: VentureFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const key of SCALAR_KEYS) {
    const value = filters[key]
    if (value === undefined || value === null) continue
    const text = typeof value === 'string' ? value.trim() : value
    if (text === '' || (key === 'sort' && text === 'latest')) continue
    out[key] = text
  }
  for (const key of LIST_KEYS) {
    const values = filters[key]
    if (values?.length) out[key] = values.join(',')
  }
  return out
}

/** Runs a search: the URL holds the whole state, so it can be shared, bookmarked and gone back to. */
export function visitVentures(filters: VentureFilters, options: { replace?: boolean } = {}) {
  router.get(urlFor('ventures.index'), ventureQuery(filters), {
    preserveState: true,
    preserveScroll: true,
    replace: options.replace ?? false,
    // A partial reload: every prop the results need, and the appended list starts afresh.
    only: ['filters', 'ventures', 'nextCursor', 'count', 'saved'],
    reset: ['ventures'],
  })
}

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
