import { Building, Plus, Search, Send, SearchX } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { Input } from '~/components/ui/input'
import { Select } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import type { BuilderTower, BuilderUnit } from './types'
import { UnitCard, UnitTable } from './unit_list'

type Props = {
  towers: BuilderTower[]
  units: BuilderUnit[]
  unpublished: number
  onAdd: (towerId: number | null) => void
  onAddTower: () => void
  onEdit: (unit: BuilderUnit) => void
  onDelete: (unit: BuilderUnit) => void
  onPublish: () => void
}

const byNumber = new Intl.Collator('en', { numeric: true })

/** Units by tower, then floor from the ground up, then number (101, 102, 201 …). */
function ordered(units: BuilderUnit[]) {
  return [...units].sort(
    (a, b) =>
      byNumber.compare(a.tower_name ?? '', b.tower_name ?? '') ||
      (a.floor ?? 0) - (b.floor ?? 0) ||
      byNumber.compare(a.unit_number ?? '', b.unit_number ?? '')
  )
}

/** Units (001 §2): search by unit number, a tower filter (all towers by default), status and listing state. */
export function UnitsTab({
  towers,
  units,
  unpublished,
  onAdd,
  onAddTower,
  onEdit,
  onDelete,
  onPublish,
}: Props) {
  const t = useT()
  const [search, setSearch] = useState('')
  const [towerId, setTowerId] = useState('')
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return ordered(units).filter(
      (unit) =>
        (!towerId || String(unit.tower_id) === towerId) &&
        (!needle || (unit.unit_number ?? '').toLowerCase().includes(needle))
    )
  }, [units, search, towerId])

  if (towers.length === 0 && units.length === 0) {
    return (
      <EmptyState
        className="rounded-card border border-dashed border-ink-200 bg-white"
        icon={<Building />}
        title={t('venture_builder.towers.empty_title')}
        body={t('venture_builder.units.no_towers_body')}
        action={
          <>
            <Button onClick={onAddTower} iconLeft={<Building />}>
              {t('venture_builder.actions.add_tower')}
            </Button>
            <Button variant="outline" onClick={() => onAdd(null)} iconLeft={<Plus />}>
              {t('venture_builder.actions.add_unit')}
            </Button>
          </>
        }
      />
    )
  }

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative min-w-0 flex-1">
          <label htmlFor="unit-search" className="sr-only">
            {t('venture_builder.units.search_label')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
            aria-hidden
          />
          <Input
            id="unit-search"
            type="search"
            className="ps-9"
            placeholder={t('venture_builder.units.search_placeholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="sm:w-56">
          <label htmlFor="unit-tower-filter" className="sr-only">
            {t('venture_builder.units.tower_filter')}
          </label>
          <Select
            id="unit-tower-filter"
            value={towerId}
            onChange={(e) => setTowerId(e.target.value)}
          >
            <option value="">{t('venture_builder.units.all_towers')}</option>
            {towers.map((tower) => (
              <option key={tower.id} value={String(tower.id)}>
                {tower.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => onAdd(towerId ? Number(towerId) : null)}
            iconLeft={<Plus />}
          >
            {t('venture_builder.actions.add_unit')}
          </Button>
          <Button
            className="flex-1"
            onClick={onPublish}
            disabled={unpublished === 0}
            iconLeft={<Send />}
          >
            {t('venture_builder.actions.publish_units')}
          </Button>
        </div>
      </div>
      <p className="mt-3 text-sm text-ink-600" aria-live="polite" data-testid="units-count">
        {t('venture_builder.units.showing', { shown: shown.length, total: units.length })}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          className="mt-3 rounded-card border border-dashed border-ink-200 bg-white"
          icon={<SearchX />}
          title={t('venture_builder.units.empty_title')}
          body={t(
            units.length
              ? 'venture_builder.units.empty_filtered'
              : 'venture_builder.units.empty_body'
          )}
        />
      ) : (
        <>
          <div className="mt-3 hidden overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card md:block">
            <UnitTable units={shown} onEdit={onEdit} onDelete={onDelete} />
          </div>
          <ul className="mt-3 space-y-3 md:hidden">
            {shown.map((unit) => (
              <UnitCard
                key={unit.id}
                unit={unit}
                onEdit={() => onEdit(unit)}
                onDelete={() => onDelete(unit)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
