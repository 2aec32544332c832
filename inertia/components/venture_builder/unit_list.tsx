import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { StatusBadge } from '~/components/listings/status_badge'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { useOptionLabels } from './labels'
import type { BuilderUnit } from './types'
import { ListingStateBadge } from './venture_badges'

/** The Units tab's list: a table from md up, cards on phones (001 §2 status and listing state per unit). */

/** What a unit is in a few words: "2 BHK Apartment · 1,200 sq ft". */
function useUnitFacts() {
  const t = useT()
  const { label } = useOptionLabels()
  const { price, number } = usePrice()
  return (unit: BuilderUnit) => ({
    type: label('unit_types', unit.unit_type),
    rooms:
      unit.bedrooms !== null
        ? t('venture_builder.units.rooms', { beds: unit.bedrooms, baths: unit.bathrooms ?? 0 })
        : '—',
    area: unit.area ? t('venture_builder.units.area', { area: number(unit.area) }) : '—',
    floor: unit.floor !== null ? t('venture_builder.units.floor', { floor: unit.floor }) : '—',
    price: price(unit.price, unit.currency),
  })
}

/** A unit with what its row or card can do to it. */
type UnitWithActions = { unit: BuilderUnit; onEdit: () => void; onDelete: () => void }

function RowActions({ unit, onEdit, onDelete }: UnitWithActions) {
  const t = useT()
  const name = { unit: unit.unit_number ?? '' }
  return (
    <div className="flex gap-1">
      <IconAction label={t('venture_builder.units.edit_label', name)} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
      </IconAction>
      <IconAction
        label={t('venture_builder.units.delete_label', name)}
        onClick={onDelete}
        className="text-danger-700"
      >
        <Trash2 className="size-4" aria-hidden />
      </IconAction>
    </div>
  )
}

/** A small icon button of a unit's row; its label says what it does to which unit. */
function IconAction({
  label,
  onClick,
  className,
  children,
}: {
  label: string
  onClick: () => void
  className?: string
  children: ReactNode
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={cn('px-2', className)}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  )
}

export function UnitTable({
  units,
  onEdit,
  onDelete,
}: {
  units: BuilderUnit[]
  onEdit: (unit: BuilderUnit) => void
  onDelete: (unit: BuilderUnit) => void
}) {
  const t = useT()
  const facts = useUnitFacts()
  const heads = [
    'unit',
    'tower',
    'floor',
    'type',
    'rooms',
    'area',
    'price',
    'status',
    'listing',
  ] as const
  return (
    <table className="w-full text-start text-sm">
      <thead className="border-b border-ink-100 bg-ink-50 text-xs text-ink-600 uppercase">
        <tr>
          {heads.map((head) => (
            <th
              key={head}
              scope="col"
              className="px-3 py-2.5 text-start font-semibold whitespace-nowrap"
            >
              {t(`venture_builder.units.columns.${head}`)}
            </th>
          ))}
          <th scope="col" className="px-3 py-2.5">
            <span className="sr-only">{t('venture_builder.units.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {units.map((unit) => {
          const f = facts(unit)
          return (
            <tr key={unit.id} data-testid="unit-row" className="hover:bg-ink-50/60">
              <th scope="row" className="px-3 py-2 text-start font-semibold text-ink-900">
                {unit.unit_number}
              </th>
              <td className="px-3 py-2 text-ink-700">{unit.tower_name}</td>
              <td className="px-3 py-2 text-ink-700 tabular-nums">{unit.floor ?? '—'}</td>
              <td className="px-3 py-2 text-ink-700">{f.type}</td>
              <td className="px-3 py-2 whitespace-nowrap text-ink-700">{f.rooms}</td>
              <td className="px-3 py-2 whitespace-nowrap text-ink-700">{f.area}</td>
              <td className="px-3 py-2 font-semibold whitespace-nowrap text-ink-900">{f.price}</td>
              <td className="px-3 py-2">
                <StatusBadge status={unit.status} />
              </td>
              <td className="px-3 py-2">
                <ListingStateBadge state={unit.listing_state} />
              </td>
              <td className="px-3 py-1.5">
                <RowActions
                  unit={unit}
                  onEdit={() => onEdit(unit)}
                  onDelete={() => onDelete(unit)}
                />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

export function UnitCard({ unit, onEdit, onDelete }: UnitWithActions) {
  const facts = useUnitFacts()(unit)
  return (
    <li
      className="rounded-card border border-ink-100 bg-white p-3 shadow-card"
      data-testid="unit-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">
            {unit.unit_number} <span className="font-normal text-ink-600">· {unit.tower_name}</span>
          </p>
          <p className="mt-0.5 text-sm text-ink-600">
            {[facts.floor, facts.type, facts.rooms, facts.area]
              .filter((fact) => fact !== '—')
              .join(' · ')}
          </p>
        </div>
        <RowActions unit={unit} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="font-bold text-ink-900">{facts.price}</span>
        <StatusBadge status={unit.status} />
        <ListingStateBadge state={unit.listing_state} />
      </div>
    </li>
  )
}
