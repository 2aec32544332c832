import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import {
  FloorCells,
  ROW_PX,
  VIRTUAL_BOX,
  gridColumns,
  useCellLabel,
  type SelectUnit,
} from './seat_map'
import type { FloorRow } from './unit_groups'

/**
 * A big tower's floors, only those in view rendered (@tanstack/react-virtual):
 * thousands of units paint at once instead of in a second. Each rendered floor
 * is a row of the same column template as the plain grid; the box scrolls both
 * ways, the floor label stays on the left.
 */
export default function VirtualTowerGrid({
  floors,
  groupKey,
  onSelect,
}: {
  floors: FloorRow[]
  groupKey: string
  onSelect: SelectUnit
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const cellLabel = useCellLabel()
  // useVirtualizer returns functions React Compiler cannot memoize; this app does not run the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: floors.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 6,
  })
  const columns = gridColumns(floors)

  return (
    <div ref={scroller} className={VIRTUAL_BOX} data-testid="seat-map-virtual">
      <div className="relative w-max min-w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = floors[item.index]
          const labelId = `${groupKey}-floor-${row.floor}`
          return (
            <div
              key={row.floor}
              role="group"
              aria-labelledby={labelId}
              data-testid="seat-map-floor"
              className="absolute left-0 top-0 grid gap-1.5 px-1"
              style={{ ...columns, transform: `translateY(${item.start}px)`, height: ROW_PX }}
            >
              <FloorCells row={row} onSelect={onSelect} cellLabel={cellLabel} labelId={labelId} />
            </div>
          )
        })}
      </div>
    </div>
  )
}
