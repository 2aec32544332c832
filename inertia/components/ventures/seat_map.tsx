import { Suspense, memo, useCallback, useMemo, type CSSProperties } from 'react'
import { cn } from '~/components/ui/cn'
import { Skeleton } from '~/components/ui/skeleton'
import { useT } from '~/lib/i18n'
import { VirtualTowerGrid } from './units_tab'
import { floorsOf, unitStatusClasses, useUnitStatusLabel, type FloorRow, type TowerGroup, type UnitData } from './unit_groups'

/** Floor label column, then one fixed-width column per unit position of the widest floor. */
export function gridColumns(floors: FloorRow[]): CSSProperties {
  const widest = Math.max(1, ...floors.map((row) => row.units.length))
  return { gridTemplateColumns: `4.5rem repeat(${widest}, 2.75rem)` }
}

export type SelectUnit = (unit: UnitData) => void
export type CellLabel = (unit: UnitData) => string

const numberOf = (unit: UnitData) => unit.unit_number ?? String(unit.id)

/** The accessible name of a cell, 'Unit 1204, available' (made once per grid, not per cell). */
export function useCellLabel(): CellLabel {
  const t = useT()
  const statusLabel = useUnitStatusLabel()
  return useCallback((unit: UnitData) => t('venture_pages.units.cell', { unit: numberOf(unit), status: statusLabel(unit.status).toLocaleLowerCase() }), [t, statusLabel])
}

/** One unit: a button named 'Unit 1204, available', coloured by status (000 §4). */
export const UnitCell = memo(function UnitCell({ unit, label, onSelect }: { unit: UnitData; label: string; onSelect: SelectUnit }) {
  return (
    <button
      type="button"
      onClick={() => onSelect(unit)}
      aria-label={label}
      data-testid="seat"
      data-status={unit.status}
      className={cn(
        'h-10 truncate rounded-control border px-0.5 text-xs font-semibold transition hover:brightness-95 hover:ring-2 hover:ring-brand-600/40',
        unitStatusClasses(unit.status)
      )}
    >
      {numberOf(unit)}
    </button>
  )
})

/** A floor: its label (sticky while the row scrolls sideways) and its units. */
export function FloorCells({ row, onSelect, cellLabel, labelId }: { row: FloorRow; onSelect: SelectUnit; cellLabel: CellLabel; labelId: string }) {
  const t = useT()
  return (
    <>
      <div id={labelId} className="sticky left-0 z-[1] flex h-10 items-center bg-white pr-2 text-xs font-semibold text-ink-700">
        {t('venture_pages.units.floor', { floor: row.floor })}
      </div>
      {row.units.map((unit) => (
        <UnitCell key={unit.id} unit={unit} label={cellLabel(unit)} onSelect={onSelect} />
      ))}
    </>
  )
}

/** Every floor of a tower, highest first: one CSS grid, each floor a row of it (subgrid). */
function PlainTowerGrid({ group, floors, onSelect }: { group: TowerGroup; floors: FloorRow[]; onSelect: SelectUnit }) {
  const cellLabel = useCellLabel()
  return (
    <div className="overflow-x-auto pb-2">
      <div className="grid w-max gap-1.5" style={gridColumns(floors)} data-testid="seat-map-grid">
        {floors.map((row) => {
          const labelId = `${group.key}-floor-${row.floor}`
          return (
            <div key={row.floor} role="group" aria-labelledby={labelId} data-testid="seat-map-floor" className="col-span-full grid grid-cols-subgrid">
              <FloorCells row={row} onSelect={onSelect} cellLabel={cellLabel} labelId={labelId} />
            </div>
          )
        })}
      </div>
    </div>
  )
}

/**
 * The visual seat-map of one tower (000 §2 Units tab). `virtual` when the
 * units on screen (this tower, or all towers together) pass VIRTUALIZE_AT.
 */
export function TowerSeatMap({ group, virtual, onSelect }: { group: TowerGroup; virtual: boolean; onSelect: SelectUnit }) {
  const floors = useMemo(() => floorsOf(group.units), [group.units])
  if (!virtual) return <PlainTowerGrid group={group} floors={floors} onSelect={onSelect} />
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <VirtualTowerGrid floors={floors} groupKey={group.key} onSelect={onSelect} />
    </Suspense>
  )
}
