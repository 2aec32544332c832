import { Building, Pencil, Plus, Rows3, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { useT } from '~/lib/i18n'
import { GenerateUnitsForm } from './generate_units_form'
import { useOptionLabels } from './labels'
import type { BuilderTower } from './types'

type Props = {
  ventureId: number
  currency: string
  towers: BuilderTower[]
  onAdd: () => void
  onEdit: (tower: BuilderTower) => void
  onDelete: (tower: BuilderTower) => void
  onAddUnit: (tower: BuilderTower) => void
}

/** Towers (001 §2): each with its totals, Edit, Delete, 'Generate units' and Add Unit. */
export function TowersTab({
  ventureId,
  currency,
  towers,
  onAdd,
  onEdit,
  onDelete,
  onAddUnit,
}: Props) {
  const t = useT()
  const [generating, setGenerating] = useState<number | null>(null)
  if (towers.length === 0) {
    return (
      <EmptyState
        className="rounded-card border border-dashed border-ink-200 bg-white"
        icon={<Building />}
        title={t('venture_builder.towers.empty_title')}
        body={t('venture_builder.towers.empty_body')}
        action={
          <Button onClick={onAdd} iconLeft={<Plus />}>
            {t('venture_builder.actions.add_tower')}
          </Button>
        }
      />
    )
  }
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">
          {t('venture_builder.towers.count', { count: towers.length })}
        </p>
        <Button size="sm" onClick={onAdd} iconLeft={<Plus />}>
          {t('venture_builder.actions.add_tower')}
        </Button>
      </div>
      <ul className="grid items-start gap-4 lg:grid-cols-2">
        {towers.map((tower) => (
          <TowerCard
            key={tower.id}
            ventureId={ventureId}
            currency={currency}
            tower={tower}
            generating={generating === tower.id}
            onGenerate={() => setGenerating(generating === tower.id ? null : tower.id)}
            onGenerated={() => setGenerating(null)}
            onEdit={() => onEdit(tower)}
            onDelete={() => onDelete(tower)}
            onAddUnit={() => onAddUnit(tower)}
          />
        ))}
      </ul>
    </div>
  )
}

function TowerCard(props: {
  ventureId: number
  currency: string
  tower: BuilderTower
  generating: boolean
  onGenerate: () => void
  onGenerated: () => void
  onEdit: () => void
  onDelete: () => void
  onAddUnit: () => void
}) {
  const { ventureId, currency, tower, generating } = props
  const t = useT()
  const { label } = useOptionLabels()
  return (
    <li
      className="rounded-card border border-ink-100 bg-white p-4 shadow-card"
      data-testid="tower-card"
      aria-labelledby={`tower-${tower.id}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`tower-${tower.id}`} className="truncate font-semibold text-ink-900">
            {tower.name}
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">
            {t('venture_builder.towers.size', {
              floors: tower.floors,
              perFloor: tower.units_per_floor,
            })}
          </p>
        </div>
        <Badge tone="neutral">{label('tower_types', tower.tower_type)}</Badge>
      </div>
      {tower.description && (
        <p className="mt-2 line-clamp-2 text-sm text-ink-700">{tower.description}</p>
      )}
      <p className="mt-3 text-sm text-ink-700" data-testid="tower-counts">
        {t('venture_builder.towers.counts', {
          total: tower.counts.total,
          available: tower.counts.available,
          sold: tower.counts.sold,
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={generating ? 'secondary' : 'outline'}
          aria-expanded={generating}
          onClick={props.onGenerate}
          iconLeft={<Rows3 />}
        >
          {t('venture_builder.towers.generate')}
        </Button>
        <Button size="sm" variant="outline" onClick={props.onAddUnit} iconLeft={<Plus />}>
          {t('venture_builder.actions.add_unit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={props.onEdit}
          iconLeft={<Pencil />}
          aria-label={t('venture_builder.towers.edit_label', { name: tower.name })}
        >
          {t('venture_builder.common.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-danger-700"
          onClick={props.onDelete}
          iconLeft={<Trash2 />}
          aria-label={t('venture_builder.towers.delete_label', { name: tower.name })}
        >
          {t('venture_builder.common.delete')}
        </Button>
      </div>
      {generating && (
        <GenerateUnitsForm
          ventureId={ventureId}
          tower={tower}
          currency={currency}
          onDone={props.onGenerated}
        />
      )}
    </li>
  )
}
