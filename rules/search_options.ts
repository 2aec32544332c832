/**
 * Property search options of 000 §9, shared by the filters in the browser and
 * the validator on the server.
 */
export const PROPERTY_TYPES = [
  'apartment',
  'villa',
  'plot',
  'farmland',
  'commercial',
  'independent_house',
] as const
export const PROPERTY_STATUSES = ['available', 'sold', 'rented', 'under_construction'] as const
export const SORTS = ['latest', 'price_low', 'price_high', 'area_large', 'area_small'] as const
export type Sort = (typeof SORTS)[number]

/** Bedroom choices; 5 means "5+ BHK". */
export const BEDROOMS = [1, 2, 3, 4, 5] as const

export type PricePreset = { min: number; max: number; label: string }

/**
 * Price presets per country, in that country's currency (the listing prices
 * are stored in it): India's rupee presets of 000 §9 (0-25L, 25L-50L, 50L-1Cr,
 * 1Cr-2.5Cr, 2.5Cr-5Cr, 5Cr+) and dollar bands that fit US homes.
 */
export const PRICE_PRESETS: Readonly<Record<'IN' | 'US', readonly PricePreset[]>> = {
  IN: [
    { min: 0, max: 2_500_000, label: '0-25L' },
    { min: 2_500_000, max: 5_000_000, label: '25L-50L' },
    { min: 5_000_000, max: 10_000_000, label: '50L-1Cr' },
    { min: 10_000_000, max: 25_000_000, label: '1Cr-2.5Cr' },
    { min: 25_000_000, max: 50_000_000, label: '2.5Cr-5Cr' },
    { min: 50_000_000, max: 999_999_999, label: '5Cr+' },
  ],
  US: [
    { min: 0, max: 200_000, label: 'under $200k' },
    { min: 200_000, max: 400_000, label: '$200k-$400k' },
    { min: 400_000, max: 700_000, label: '$400k-$700k' },
    { min: 700_000, max: 1_000_000, label: '$700k-$1M' },
    { min: 1_000_000, max: 2_000_000, label: '$1M-$2M' },
    { min: 2_000_000, max: 999_999_999, label: '$2M+' },
  ],
}

export const PAGE_SIZE = 12
export const MAX_PAGE_SIZE = 50

/** The search state (000 §3 Property filter state, location filter, text and sort), as the URL carries it. */
export type SearchFilterValues = {
  property_type?: string
  status?: string
  /** 5 means 5 or more. */
  bedrooms?: number
  min_price?: number
  max_price?: number
  state?: string
  district?: string
  city?: string
  area?: string
  search?: string
  sort?: Sort
}
