import type { PricePreset } from '#rules/search_options'

/**
 * Venture master data: the union of the option lists of 000 §9 (browsing
 * filters) and 001 §3 (the builder's wizard), one stored value per concept.
 * Shared by the validators on the server and the filters and forms in the
 * browser. docs/ventures.md has the mapping table.
 */

/**
 * Kind of project. 000's "investment type" and 001's "venture_type" are the
 * same concept: 001's `mixed` is stored as `mixed_use`.
 */
export const VENTURE_TYPES = [
  'residential',
  'commercial',
  'mixed_use',
  'luxury_residential',
  'affordable_housing',
] as const
export type VentureType = (typeof VENTURE_TYPES)[number]

/** 001's `planning` and 000's `completed` both kept: a project may be either. */
export const VENTURE_STATUSES = [
  'planning',
  'upcoming',
  'under_construction',
  'ready_to_move',
  'completed',
] as const
export type VentureStatus = (typeof VENTURE_STATUSES)[number]

/** What a project builds (000 §9 venture property types). */
export const VENTURE_PROPERTY_TYPES = [
  'apartment',
  'villa',
  'plot',
  'farmland',
  'commercial',
  'independent_house',
  'townhouse',
  'duplex',
  'penthouse',
  'studio',
] as const

/** Builders of 000 §9; any other name is stored as `others` with its own builder_name. */
export const BUILDERS = [
  'prestige_group',
  'brigade_group',
  'sobha_developers',
  'godrej_properties',
  'dlf_limited',
  'lodha_group',
  'mahindra_lifespaces',
  'puravankara',
  'shapoorji_pallonji',
  'others',
] as const

/** How the builders of 000 §9 write their names (shown when a venture names no other). */
export const BUILDER_NAMES: Readonly<Record<string, string>> = {
  prestige_group: 'Prestige Group',
  brigade_group: 'Brigade Group',
  sobha_developers: 'Sobha Developers',
  godrej_properties: 'Godrej Properties',
  dlf_limited: 'DLF Limited',
  lodha_group: 'Lodha Group',
  mahindra_lifespaces: 'Mahindra Lifespaces',
  puravankara: 'Puravankara',
  shapoorji_pallonji: 'Shapoorji Pallonji',
}

/** Unit configurations (000 §9), derived from the units: bedrooms, or the unit's type for duplex and penthouse. */
export const UNIT_CONFIGS = [
  'studio',
  '1bhk',
  '2bhk',
  '3bhk',
  '4bhk',
  '5bhk_plus',
  'duplex',
  'penthouse',
] as const
export type UnitConfig = (typeof UNIT_CONFIGS)[number]

/**
 * Amenities: 000 §9's sixteen plus 001 §3's names that are not the same thing
 * (001 "Gym" = gym_fitness, "Playground"/"Kids Play Area" = children_play_area,
 * "Security"/"Gate Security" = security_24x7, "Parking" = car_parking,
 * "Garden" = landscaped_gardens, "Club House" = clubhouse, "Elevator" = elevators,
 * "Yoga/Meditation Area" = yoga_meditation).
 */
export const VENTURE_AMENITIES = [
  'swimming_pool',
  'gym_fitness',
  'clubhouse',
  'children_play_area',
  'sports_facilities',
  'landscaped_gardens',
  'security_24x7',
  'power_backup',
  'car_parking',
  'water_supply',
  'elevators',
  'intercom',
  'fire_safety',
  'senior_citizen_area',
  'jogging_track',
  'yoga_meditation',
  'cctv',
  'maintenance_staff',
  'visitor_parking',
] as const

/**
 * Approvals: 000 §9's six plus 001 §3's (001 "Fire Safety" = fire_noc).
 */
export const APPROVALS = [
  'rera_approved',
  'bank_loan_approved',
  'environmental_clearance',
  'fire_noc',
  'water_connection',
  'electricity_connection',
  'municipal_approval',
  'building_permission',
  'drainage_approval',
] as const

/** Project size of 000 §9, from the venture's total units. */
export const PROJECT_SIZES = {
  boutique: { min: 1, max: 50 },
  medium: { min: 51, max: 200 },
  large: { min: 201, max: 500 },
  mega: { min: 501, max: null },
} as const
export type ProjectSize = keyof typeof PROJECT_SIZES

/**
 * Possession filter of 000 §9, from the stored possession month: `immediate`
 * = possession month already here (or none and ready to move); the others =
 * months from now up to and including the bound (3_years_plus: beyond 24).
 */
export const POSSESSION_TIMELINES = {
  'immediate': { from: null, to: 0 },
  '6_months': { from: 1, to: 6 },
  '1_year': { from: 7, to: 12 },
  '2_years': { from: 13, to: 24 },
  '3_years_plus': { from: 25, to: null },
} as const
export type PossessionTimeline = keyof typeof POSSESSION_TIMELINES

export const VENTURE_SORTS = [
  'latest',
  'price_low_high',
  'price_high_low',
  'name_asc',
  'name_desc',
] as const
export type VentureSort = (typeof VENTURE_SORTS)[number]

/** Venture price buckets of 000 §9 (rupees); US ventures use dollar bands. */
export const VENTURE_PRICE_PRESETS: Readonly<Record<'IN' | 'US', readonly PricePreset[]>> = {
  IN: [
    { min: 0, max: 5_000_000, label: '₹0–₹50L' },
    { min: 5_000_000, max: 10_000_000, label: '₹50L–₹1Cr' },
    { min: 10_000_000, max: 20_000_000, label: '₹1Cr–₹2Cr' },
    { min: 20_000_000, max: 50_000_000, label: '₹2Cr–₹5Cr' },
    { min: 50_000_000, max: 999_999_999, label: '₹5Cr+' },
  ],
  US: [
    { min: 0, max: 300_000, label: 'under $300k' },
    { min: 300_000, max: 600_000, label: '$300k–$600k' },
    { min: 600_000, max: 1_000_000, label: '$600k–$1M' },
    { min: 1_000_000, max: 2_000_000, label: '$1M–$2M' },
    { min: 2_000_000, max: 999_999_999, label: '$2M+' },
  ],
}

/** Occupancy of 000 §9: (total − available) / total, rounded; 0 for an empty project. */
export function occupancyPercent(total: number, available: number): number {
  if (!total) return 0
  return Math.round(((total - available) / total) * 100)
}

/*
 * What builders and the unit pages use (unit types and statuses, facings,
 * towers, generation limits) lives in venture_units.ts, a module of its own
 * so that the venture list's JavaScript leaves it out; it is re-exported here.
 */
export * from './venture_units.js'

/** Photos and master-plan images a venture holds (issue 27), uploaded like listing photos. */
export const VENTURE_IMAGES_MAX = 20
export const MASTER_PLAN_IMAGES_MAX = 10
