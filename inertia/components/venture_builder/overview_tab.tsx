import { Building, CheckCircle2, Coins, Home, Lock, Plus, Send, Tag } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardHeader } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { ProjectDetails } from './project_details'
import { StatTile } from './stat_tile'
import type { BuilderTower, OwnerVenture } from './types'

type Props = {
  venture: OwnerVenture
  towers: BuilderTower[]
  /** Draft and expired units ('Publish units' takes them all). */
  unpublished: number
  credits: number
  onAddTower: () => void
  onAddUnit: () => void
  onPublish: () => void
}

/** Overview (001 §2): unit totals of every unit (drafts too), quick actions, the project's details. */
export function OverviewTab({
  venture,
  towers,
  unpublished,
  credits,
  onAddTower,
  onAddUnit,
  onPublish,
}: Props) {
  const t = useT()
  const counts = venture.counts ?? { total: 0, available: 0, sold: 0, reserved: 0 }
  return (
    <div className="space-y-5">
      <section
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        aria-label={t('venture_builder.overview.stats_label')}
      >
        <StatTile
          icon={<Home />}
          label={t('venture_builder.overview.total')}
          value={counts.total}
          testId="stat-total"
        />
        <StatTile
          icon={<CheckCircle2 />}
          tone="success"
          label={t('venture_builder.overview.available')}
          value={counts.available}
          testId="stat-available"
        />
        <StatTile
          icon={<Tag />}
          tone="danger"
          label={t('venture_builder.overview.sold')}
          value={counts.sold}
          testId="stat-sold"
        />
        <StatTile
          icon={<Lock />}
          tone="warning"
          label={t('venture_builder.overview.reserved')}
          value={counts.reserved}
          testId="stat-reserved"
        />
        <StatTile
          icon={<Building />}
          tone="ink"
          label={t('venture_builder.overview.towers')}
          value={towers.length}
          testId="stat-towers"
        />
      </section>

      <div className="grid gap-5 lg:grid-cols-3">
        <Card className="lg:order-last">
          <CardHeader title={t('venture_builder.overview.quick_actions')} />
          <div className="grid gap-2">
            <Button variant="outline" onClick={onAddTower} iconLeft={<Building />}>
              {t('venture_builder.actions.add_tower')}
            </Button>
            <Button variant="outline" onClick={onAddUnit} iconLeft={<Plus />}>
              {t('venture_builder.actions.add_unit')}
            </Button>
            <Button onClick={onPublish} iconLeft={<Send />} disabled={unpublished === 0}>
              {t('venture_builder.actions.publish_units')}
            </Button>
          </div>
          <p className="mt-3 text-sm text-ink-600" data-testid="unpublished-count">
            {t('venture_builder.overview.unpublished', { count: unpublished })}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-700">
            <Coins className="size-4 text-accent-600" aria-hidden />
            {t('venture_builder.common.balance', { count: credits })}
          </p>
        </Card>
        <div className="lg:col-span-2">
          <ProjectDetails venture={venture} />
        </div>
      </div>
    </div>
  )
}
