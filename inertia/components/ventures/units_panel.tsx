import { Building, Grid3X3, LayoutGrid } from 'lucide-react'
import { Suspense, useCallback, useMemo, useState } from 'react'
import { cn } from '~/components/ui/cn'
import { EmptyState } from '~/components/ui/empty_state'
import { useT } from '~/lib/i18n'
import { lazyWithPreload } from '~/lib/lazy'
import { UNIT_STATUSES } from '#rules/venture_options'
import { TowerSeatMap } from './seat_map'
import { UnitGrid } from './unit_grid'
import type { OwnerContact } from '~/components/listings/use_contact_reveal'
import { VIRTUALIZE_AT } from './units_tab'
import {
  groupByTower,
  UNKNOWN_STATUS_CLASSES,
  unitStatusClasses,
  useUnitStatusLabel,
  type TowerData,
  type TowerGroup,
  type UnitData,
} from './unit_groups'

const UnitModal = lazyWithPreload(() => import('./unit_modal'))

const toggleClasses = (active: boolean) =>
  cn(
    'inline-flex min-h-10 items-center gap-1.5 rounded-pill border px-3 text-sm font-medium transition-colors',
    active
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-ink-200 bg-white text-ink-700 hover:bg-ink-50'
  )

/** Legend of the unit colours (000 §4); text with every swatch, so colour is never the only cue. */
function Legend() {
  const t = useT()
  const statusLabel = useUnitStatusLabel()
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-ink-700"
      aria-label={t('venture_pages.units.legend')}
      data-testid="unit-legend"
    >
      {UNIT_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('size-4 rounded border', unitStatusClasses(status))} />
          {statusLabel(status)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className={cn('size-4 rounded border', UNKNOWN_STATUS_CLASSES)} />
        {t('venture_pages.units.unknown')}
      </li>
    </ul>
  )
}

function TowerTotals({ group }: { group: TowerGroup }) {
  const t = useT()
  const items = [
    {
      key: 'total',
      label: t('venture_pages.units.total'),
      value: group.totals.total,
      tone: 'text-ink-900',
    },
    {
      key: 'available',
      label: t('master.statuses.available'),
      value: group.totals.available,
      tone: 'text-success-700',
    },
    {
      key: 'sold',
      label: t('master.statuses.sold'),
      value: group.totals.sold,
      tone: 'text-danger-700',
    },
    {
      key: 'rented',
      label: t('master.statuses.rented'),
      value: group.totals.rented,
      tone: 'text-info-700',
    },
  ]
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="tower-totals">
      {items.map((item) => (
        <div key={item.key} className="flex gap-1">
          <dt className="text-ink-600">{item.label}:</dt>
          <dd className={cn('font-semibold', item.tone)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The Units tab (000 §2): tower selector ('All Towers' or one, with unit
 * counts), seat-map or grid, legend, per-tower totals, and the unit dialog.
 * A venture without listed units says so; nothing is made up (no sample units).
 */
export function UnitsPanel({
  ventureId,
  currency,
  towers,
  units,
  contact,
}: {
  ventureId: number
  /** The venture's currency: every unit's price is in it. */
  currency: string
  towers: TowerData[]
  units: UnitData[]
  contact: OwnerContact | null
}) {
  const t = useT()
  const [towerKey, setTowerKey] = useState('all')
  const [view, setView] = useState<'visual' | 'grid'>('visual')
  const [selected, setSelected] = useState<UnitData | null>(null)
  const [modalUsed, setModalUsed] = useState(false)
  const groups = useMemo(() => groupByTower(units, towers), [units, towers])
  const towerNameOf = useMemo(() => {
    const names = new Map(towers.map((tower) => [tower.id, tower.name]))
    const main = t('venture_pages.units.main_building')
    return (unit: UnitData) => (unit.tower_id !== null && names.get(unit.tower_id)) || main
  }, [towers, t])
  const select = useCallback((unit: UnitData) => {
    setModalUsed(true)
    setSelected(unit)
  }, [])

  if (units.length === 0) {
    return (
      <EmptyState
        className="rounded-card border border-dashed border-ink-200 bg-white"
        icon={<Building className="size-7" aria-hidden />}
        title={t('venture_pages.units.empty_title')}
        body={t('venture_pages.units.empty_body')}
      />
    )
  }

  const shown = towerKey === 'all' ? groups : groups.filter((group) => group.key === towerKey)
  const virtual = shown.reduce((sum, group) => sum + group.units.length, 0) > VIRTUALIZE_AT
  const towerName = (group: TowerGroup) => group.name ?? t('venture_pages.units.main_building')

  return (
    <div
      className="space-y-5"
      onPointerEnter={() => void UnitModal.preload()}
      onFocus={() => void UnitModal.preload()}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div
          role="group"
          aria-label={t('venture_pages.units.tower_selector')}
          className="flex flex-wrap gap-2"
          data-testid="tower-selector"
        >
          <button
            type="button"
            aria-pressed={towerKey === 'all'}
            onClick={() => setTowerKey('all')}
            className={toggleClasses(towerKey === 'all')}
          >
            {t('venture_pages.units.all_towers')} ({units.length})
          </button>
          {groups.map((group) => (
            <button
              key={group.key}
              type="button"
              aria-pressed={towerKey === group.key}
              onClick={() => setTowerKey(group.key)}
              className={toggleClasses(towerKey === group.key)}
            >
              {towerName(group)} ({group.units.length})
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label={t('venture_pages.units.view_mode')}
          className="flex shrink-0 gap-2"
        >
          <button
            type="button"
            aria-pressed={view === 'visual'}
            onClick={() => setView('visual')}
            className={toggleClasses(view === 'visual')}
          >
            <Grid3X3 className="size-4" aria-hidden />
            {t('venture_pages.units.view_seat_map')}
          </button>
          <button
            type="button"
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
            className={toggleClasses(view === 'grid')}
          >
            <LayoutGrid className="size-4" aria-hidden />
            {t('venture_pages.units.view_grid')}
          </button>
        </div>
      </div>

      <Legend />

      {shown.map((group, index) => (
        <section
          key={group.key}
          aria-labelledby={`${group.key}-title`}
          className="space-y-3 rounded-card border border-ink-100 bg-white p-4"
          data-testid="tower-section"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`${group.key}-title`} className="text-lg font-semibold text-ink-900">
              {towerName(group)}
            </h3>
            <TowerTotals group={group} />
          </div>
          {view === 'visual' ? (
            <TowerSeatMap group={group} virtual={virtual} eager={index === 0} onSelect={select} />
          ) : (
            <UnitGrid units={group.units} currency={currency} onSelect={select} />
          )}
        </section>
      ))}

      {modalUsed && (
        <Suspense fallback={null}>
          <UnitModal
            ventureId={ventureId}
            unit={selected}
            units={units}
            currency={currency}
            towerNameOf={towerNameOf}
            contact={contact}
            onClose={() => setSelected(null)}
            onSelect={setSelected}
          />
        </Suspense>
      )}
    </div>
  )
}
