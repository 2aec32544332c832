import { useCallback } from 'react'
import { useT } from '~/lib/i18n'
import type { Data } from '~generated/data'
import { UNIT_STATUSES, unitConfigOf } from '#rules/venture_options'

/** A unit as the seat-map draws it (SeatMapUnitTransformer), and a tower with its unit totals (generated types). */
export type UnitData = Data.SeatMapUnit
export type TowerData = Data.Tower

export type Totals = { total: number; available: number; sold: number; rented: number }

/** The units of one tower (or of no tower: the 'Main Building' of 000 §3). */
export type TowerGroup = {
  key: string
  towerId: number | null
  name: string | null
  units: UnitData[]
  totals: Totals
}

export type FloorRow = { floor: number; units: UnitData[] }

/** Counts of what is shown, by status. */
export function totalsOf(units: UnitData[]): Totals {
  const totals = { total: units.length, available: 0, sold: 0, rented: 0 }
  for (const unit of units) {
    if (unit.status === 'available' || unit.status === 'sold' || unit.status === 'rented')
      totals[unit.status]++
  }
  return totals
}

/**
 * Units by tower, in the towers' order; units without a tower last, under a
 * null name (shown as 'Main Building'). A tower without listed units is left
 * out: there is nothing to show or pick in it.
 */
export function groupByTower(units: UnitData[], towers: TowerData[]): TowerGroup[] {
  const byTower = new Map<number | null, UnitData[]>()
  for (const unit of units) {
    const key = unit.tower_id ?? null
    const list = byTower.get(key) ?? []
    list.push(unit)
    byTower.set(key, list)
  }
  const groups: TowerGroup[] = []
  for (const tower of towers) {
    const list = byTower.get(tower.id)
    if (!list?.length) continue
    const totals = totalsOf(list)
    groups.push({
      key: `tower-${tower.id}`,
      towerId: tower.id,
      name: tower.name,
      units: list,
      totals,
    })
  }
  // Units whose tower is not in the list (or that have none).
  const known = new Set(towers.map((tower) => tower.id))
  const rest = units.filter((unit) => unit.tower_id === null || !known.has(unit.tower_id))
  if (rest.length)
    groups.push({
      key: 'tower-none',
      towerId: null,
      name: null,
      units: rest,
      totals: totalsOf(rest),
    })
  return groups
}

const byNumber = new Intl.Collator('en', { numeric: true })
const DIGITS = /^\d+$/

/**
 * Unit numbers as people read them ('101' before '1001', 'A-2' before 'A-10').
 * Plain digits, most unit numbers, compare as numbers: the same order as the
 * numeric collator's, several times faster over a tower of 2,000 units.
 */
function compareUnitNumbers(a: string, b: string): number {
  if (DIGITS.test(a) && DIGITS.test(b)) return Number(a) - Number(b) || byNumber.compare(a, b)
  return byNumber.compare(a, b)
}

/** Floors of a tower, highest first (000 §2), each with its units by number; a unit without a floor is on floor 1 (000 §3). */
export function floorsOf(units: UnitData[]): FloorRow[] {
  const floors = new Map<number, UnitData[]>()
  for (const unit of units) {
    const floor = unit.floor ?? 1
    const list = floors.get(floor) ?? []
    list.push(unit)
    floors.set(floor, list)
  }
  return [...floors.entries()]
    .sort(([a], [b]) => b - a)
    .map(([floor, list]) => ({
      floor,
      units: list.sort((a, b) => compareUnitNumbers(a.unit_number ?? '', b.unit_number ?? '')),
    }))
}

/** 'Get Similar Units': other available units of the same configuration (bedrooms, or duplex / penthouse). */
export function similarUnits(unit: UnitData, units: UnitData[]): UnitData[] {
  const config = unitConfigOf({ bedrooms: unit.bedrooms, unitType: unit.unit_type })
  return units.filter(
    (other) =>
      other.id !== unit.id &&
      other.status === 'available' &&
      unitConfigOf({ bedrooms: other.bedrooms, unitType: other.unit_type }) === config
  )
}

/**
 * Colours of 000 §4: available green, sold red, rented blue, under
 * construction yellow; reserved and blocked grey; anything else 'Unknown'
 * (dashed). Text on each passes WCAG AA.
 */
export const UNIT_STATUS_CLASSES: Record<string, string> = {
  available: 'border-success-600 bg-success-50 text-success-700',
  sold: 'border-danger-600 bg-danger-50 text-danger-700',
  rented: 'border-info-700 bg-info-50 text-info-700',
  under_construction: 'border-accent-400 bg-accent-200 text-ink-900',
  reserved: 'border-ink-400 bg-ink-200 text-ink-800',
  blocked: 'border-ink-500 bg-ink-300 text-ink-900',
}
export const UNKNOWN_STATUS_CLASSES = 'border-dashed border-ink-400 bg-white text-ink-700'

export function unitStatusClasses(status: string): string {
  return UNIT_STATUS_CLASSES[status] ?? UNKNOWN_STATUS_CLASSES
}

export function isKnownUnitStatus(status: string): boolean {
  return (UNIT_STATUSES as readonly string[]).includes(status)
}

/** A unit's status as people read it (000 §4): the statuses we know, else 'Unknown'. */
export function useUnitStatusLabel(): (status: string) => string {
  const t = useT()
  return useCallback(
    (status: string) =>
      isKnownUnitStatus(status) ? t(`master.statuses.${status}`) : t('venture_pages.units.unknown'),
    [t]
  )
}
