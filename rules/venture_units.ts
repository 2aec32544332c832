/**
 * Venture units and towers (001 §3, 000 §4): what a builder sets and the
 * unit pages show. Re-exported by venture_options.ts; a module of its own so
 * that the venture list (which needs only the filters) does not load it.
 */
import type { UnitConfig } from './venture_options.js'

/** Unit type options of 001 §3 (what a builder sells), as slugs. */
export const UNIT_TYPES = [
  'tower',
  'villa',
  'plot',
  'apartment',
  'commercial_space',
  'office',
  'shop',
  'warehouse',
] as const

/** The builder's choice of 001 §3 (months from today), turned into a possession month when saved. */
export const POSSESSION_CHOICES = {
  'immediate': 0,
  '6_months': 6,
  '1_year': 12,
  '18_months': 18,
  '2_years': 24,
  '3_years': 36,
  'more_than_3_years': 48,
} as const
export type PossessionChoice = keyof typeof POSSESSION_CHOICES

/** Unit statuses: 000 §4's and 001 §3's. */
export const UNIT_STATUSES = [
  'available',
  'sold',
  'rented',
  'under_construction',
  'reserved',
  'blocked',
] as const
export type UnitStatus = (typeof UNIT_STATUSES)[number]
/** What a bulk upload may set on a unit; 'reserved' comes from a booking or the unit form. */
export const BUILDER_UNIT_STATUSES = [
  'available',
  'sold',
  'rented',
  'under_construction',
  'blocked',
] as const

export const FACINGS = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const
export const TOWER_TYPES = ['residential', 'commercial', 'mixed'] as const

/** Tower name when a unit names none (000 §3). */
export const DEFAULT_TOWER_NAME = 'Main Building'

/** Generate units: at most this many floors × units per floor in one go. */
export const TOWER_FLOORS_MAX = 200
export const UNITS_PER_FLOOR_MAX = 50
export const GENERATE_UNITS_MAX = 2_000
/**
 * Free draft units (issue 24): drafts cost nothing until published, so an account may hold at most
 * DRAFT_UNITS_MAX unpublished venture units, and add at most DRAFT_UNITS_PER_HOUR venture units an hour
 * outside bulk uploads (paid, live). A builder's project of 8 towers × 30 floors × 8 units is 1,920
 * units: it fits in one hour's budget, and four such projects can wait as drafts at once.
 */
export const DRAFT_UNITS_MAX = 10_000
export const DRAFT_UNITS_PER_HOUR = 2_500

/** The unit configuration of a unit (see UNIT_CONFIGS), or null when none fits. */
export function unitConfigOf(unit: {
  bedrooms: number | null
  unitType?: string | null
}): UnitConfig | null {
  if (unit.unitType === 'duplex' || unit.unitType === 'penthouse') return unit.unitType
  if (unit.bedrooms === null || unit.bedrooms === undefined) return null
  if (unit.bedrooms === 0) return 'studio'
  if (unit.bedrooms >= 5) return '5bhk_plus'
  return `${unit.bedrooms}bhk` as UnitConfig
}

/** Unit numbers of generated units: floor × 100 + position (101, 102 … 1504); floors past 99 get 4 digits. */
export function generatedUnitNumbers(
  floors: number,
  unitsPerFloor: number
): { floor: number; unitNumber: string }[] {
  const units: { floor: number; unitNumber: string }[] = []
  for (let floor = 1; floor <= floors; floor++) {
    for (let position = 1; position <= unitsPerFloor; position++) {
      units.push({ floor, unitNumber: String(floor * 100 + position) })
    }
  }
  return units
}
