import {
  Suspense,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react'
import { Skeleton } from '~/components/ui/skeleton'
import { useT } from '~/lib/i18n'
import { VirtualTowerGrid } from './units_tab'
import {
  floorsOf,
  unitStatusClasses,
  useUnitStatusLabel,
  type FloorRow,
  type TowerGroup,
  type UnitData,
} from './unit_groups'

/** Column widths of the seat-map, in rem: the floor label, a unit, and the gap between columns (gap-1.5). */
const LABEL_REM = 4.5
const CELL_REM = 2.75
const GAP_REM = 0.375

/** A virtual grid's row height: a 2.5rem cell and the 0.375rem gap under it. */
export const ROW_PX = 46

/** The virtual grid's scroll box: its height is its floors' up to 70% of the window. */
export const VIRTUAL_BOX = 'max-h-[70vh] overflow-auto rounded-control border border-ink-100'

/** Widest floor of a tower, in units. */
const widestOf = (floors: FloorRow[]) => Math.max(1, ...floors.map((row) => row.units.length))

/** Floor label column, then one fixed-width column per unit position of the widest floor. */
export function gridColumns(floors: FloorRow[]): CSSProperties {
  return { gridTemplateColumns: `${LABEL_REM}rem repeat(${widestOf(floors)}, ${CELL_REM}rem)` }
}

/** A floor row of the plain grid: its columns, and its width, which they decide. */
function rowStyle(floors: FloorRow[]): CSSProperties {
  return {
    ...gridColumns(floors),
    width: `${LABEL_REM + widestOf(floors) * (CELL_REM + GAP_REM)}rem`,
  }
}

export type SelectUnit = (unit: UnitData) => void
export type CellLabel = (unit: UnitData) => string

const numberOf = (unit: UnitData) => unit.unit_number ?? String(unit.id)

/** The accessible name of a cell, 'Unit 1204, available' (made once per grid, not per cell). */
export function useCellLabel(): CellLabel {
  const t = useT()
  const statusLabel = useUnitStatusLabel()
  return useCallback(
    (unit: UnitData) =>
      t('venture_pages.units.cell', {
        unit: numberOf(unit),
        status: statusLabel(unit.status).toLocaleLowerCase(),
      }),
    [t, statusLabel]
  )
}

const CELL =
  'h-10 truncate rounded-control border px-0.5 text-xs font-semibold transition hover:brightness-95 hover:ring-2 hover:ring-brand-600/40'
const cellClasses = new Map<string, string>()
/** A cell's classes, joined once per status rather than once per cell. */
function cellClassesOf(status: string): string {
  let classes = cellClasses.get(status)
  if (classes === undefined)
    cellClasses.set(status, (classes = `${CELL} ${unitStatusClasses(status)}`))
  return classes
}

/**
 * A floor: its label (sticky while the row scrolls sideways), then a button per
 * unit, named 'Unit 1204, available' and coloured by status (000 §4). Plain
 * buttons, not a component each: a tower may have 2,000 of them. The floor
 * re-renders only when its own props change (a unit picked elsewhere, or the
 * virtual grid scrolling, leave it alone).
 */
export const FloorCells = memo(function FloorCellsView({
  row,
  onSelect,
  cellLabel,
  labelId,
}: {
  row: FloorRow
  onSelect: SelectUnit
  cellLabel: CellLabel
  labelId: string
}) {
  const t = useT()
  return (
    <>
      <div
        id={labelId}
        className="sticky left-0 z-[1] flex h-10 items-center bg-white pr-2 text-xs font-semibold text-ink-700"
      >
        {t('venture_pages.units.floor', { floor: row.floor })}
      </div>
      {row.units.map((unit) => (
        <button
          key={unit.id}
          type="button"
          onClick={() => onSelect(unit)}
          aria-label={cellLabel(unit)}
          data-testid="seat"
          className={cellClassesOf(unit.status)}
        >
          {numberOf(unit)}
        </button>
      ))}
    </>
  )
})

/**
 * Every floor of a tower, highest first, each floor a grid row of the same
 * fixed columns, its size known without laying it out (rows are h-10, the width
 * follows from the columns). So each row can skip style, layout and paint while
 * it is off screen (`content-visibility: auto`): a tall tower costs its visible
 * floors at first paint, not all of them, with nothing moving when rows come
 * into view. Skipped rows stay in the DOM and the accessibility tree.
 */
function PlainTowerGrid({
  group,
  floors,
  onSelect,
}: {
  group: TowerGroup
  floors: FloorRow[]
  onSelect: SelectUnit
}) {
  const cellLabel = useCellLabel()
  const row = useMemo(() => rowStyle(floors), [floors])
  return (
    <div className="overflow-x-auto pb-2">
      <div className="flex w-max flex-col gap-1.5" data-testid="seat-map-grid">
        {floors.map((floor) => {
          const labelId = `${group.key}-floor-${floor.floor}`
          return (
            <div
              key={floor.floor}
              role="group"
              aria-labelledby={labelId}
              data-testid="seat-map-floor"
              className="grid h-10 gap-1.5 [content-visibility:auto]"
              style={row}
            >
              <FloorCells row={floor} onSelect={onSelect} cellLabel={cellLabel} labelId={labelId} />
            </div>
          )
        })}
      </div>
    </div>
  )
}

/** True once `ref`'s element is within half a window's height of the screen (and from then on). */
function useNearScreen(ref: RefObject<HTMLElement | null>, skip: boolean) {
  const [near, setNear] = useState(skip)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '50% 0px' }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref])
  return near
}

/**
 * A big tower's virtual grid, rendered once it comes near the screen (the
 * first tower at once): at first open, towers below the fold cost nothing. Until
 * then an empty box of the grid's own height holds its place, so nothing moves.
 */
function VirtualTower({
  group,
  eager,
  onSelect,
}: {
  group: TowerGroup
  eager: boolean
  onSelect: SelectUnit
}) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearScreen(box, eager)
  // A waiting tower counts its floors (its height) and sorts nothing.
  const floors = useMemo(() => (near ? floorsOf(group.units) : null), [near, group.units])
  const floorCount = useMemo(
    () => floors?.length ?? new Set(group.units.map((unit) => unit.floor ?? 1)).size,
    [floors, group.units]
  )
  if (!floors)
    return (
      <div ref={box} className={VIRTUAL_BOX} data-testid="seat-map-pending" aria-busy="true">
        <div style={{ height: floorCount * ROW_PX }} />
      </div>
    )
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <VirtualTowerGrid floors={floors} groupKey={group.key} onSelect={onSelect} />
    </Suspense>
  )
}

/**
 * The visual seat-map of one tower (000 §2 Units tab). `virtual` when the
 * units on screen (this tower, or all towers together) pass VIRTUALIZE_AT;
 * then `eager` renders it at once (the first tower shown), the others as
 * they come near the screen. Re-renders only when its tower or mode changes
 * (not when a unit is picked).
 */
export const TowerSeatMap = memo(function TowerSeatMapView({
  group,
  virtual,
  eager,
  onSelect,
}: {
  group: TowerGroup
  virtual: boolean
  eager: boolean
  onSelect: SelectUnit
}) {
  if (virtual) return <VirtualTower group={group} eager={eager} onSelect={onSelect} />
  return <PlainTower group={group} onSelect={onSelect} />
})

function PlainTower({ group, onSelect }: { group: TowerGroup; onSelect: SelectUnit }) {
  const floors = useMemo(() => floorsOf(group.units), [group.units])
  return <PlainTowerGrid group={group} floors={floors} onSelect={onSelect} />
}
