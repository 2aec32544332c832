import { Head, Link, router } from '@inertiajs/react'
import { ArrowLeft, Coins, MapPin, Pencil } from 'lucide-react'
import { useMemo, useState } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { Tabs } from '~/components/ui/tabs'
import { toast } from '~/components/ui/toast'
import { ConfirmDialog } from '~/components/venture_builder/confirm_dialog'
import { OverviewTab } from '~/components/venture_builder/overview_tab'
import { PublishDialog, unitsToPublish } from '~/components/venture_builder/publish_dialog'
import { VisibilityControl } from '~/components/venture_builder/visibility_control'
import { TowerDialog } from '~/components/venture_builder/tower_dialog'
import { TowersTab } from '~/components/venture_builder/towers_tab'
import { UnitDialog } from '~/components/venture_builder/unit_dialog'
import { UnitsTab } from '~/components/venture_builder/units_tab'
import { VentureStatusBadge, VisibilityBadge } from '~/components/venture_builder/venture_badges'
import { urlFor } from '~/lib/routes'
import type { BuilderTower, BuilderUnit, OwnerVenture } from '~/components/venture_builder/types'
import { useT } from '~/lib/i18n'
import { usePageActions } from '~/lib/shortcuts'

type Props = {
  venture: OwnerVenture
  towers: BuilderTower[]
  units: BuilderUnit[]
  credits: number
}

type Deleting = { kind: 'tower'; tower: BuilderTower } | { kind: 'unit'; unit: BuilderUnit }

/** Every write answers by coming back here: keep the tab, the filters and the scroll. */
const STAY = { preserveState: true, preserveScroll: true } as const

/**
 * Venture Builder (001 §2): a venture's towers and units. Tabs Overview,
 * Towers, Units; Add/Edit Tower and Unit modals; 'Generate units' per tower;
 * 'Publish units' for credits. The server renders it with its data and
 * answers every write with a redirect back and a toast.
 */
export default function VentureBuilder({ venture, towers, units, credits }: Props) {
  const t = useT()
  const [tab, setTab] = useState('overview')
  const [towerDialog, setTowerDialog] = useState({
    open: false,
    tower: null as BuilderTower | null,
    key: 0,
  })
  const [unitDialog, setUnitDialog] = useState({
    open: false,
    unit: null as BuilderUnit | null,
    towerId: null as number | null,
    key: 0,
  })
  const [publishing, setPublishing] = useState(false)
  const [deleting, setDeleting] = useState<Deleting | null>(null)
  const [busy, setBusy] = useState(false)
  const unpublished = unitsToPublish(units)

  const openTower = (tower: BuilderTower | null) =>
    setTowerDialog((current) => ({ open: true, tower, key: current.key + 1 }))
  const openUnit = (unit: BuilderUnit | null, towerId: number | null = null) =>
    setUnitDialog((current) => ({ open: true, unit, towerId, key: current.key + 1 }))

  const actions = useMemo(() => ({ create: () => openUnit(null) }), [])
  usePageActions(actions)

  const confirmDelete = () => {
    if (!deleting) return
    const url =
      deleting.kind === 'tower'
        ? urlFor('ventures.towers.destroy', { id: venture.id, towerId: deleting.tower.id })
        : urlFor('ventures.units.destroy', { id: venture.id, unitId: deleting.unit.id })
    router.delete(url, {
      ...STAY,
      onStart: () => setBusy(true),
      onError: () =>
        toast.error(
          t(
            deleting.kind === 'unit'
              ? 'venture_builder.units.delete_failed'
              : 'venture_builder.towers.delete_failed'
          )
        ),
      onFinish: () => {
        setBusy(false)
        setDeleting(null)
      },
    })
  }

  const place = [venture.city, venture.state].filter(Boolean).join(', ')
  const back = venture.is_public
    ? urlFor('ventures.show', { id: venture.id })
    : urlFor('venture_management')
  const count = (n: number) => (
    <span className="rounded-pill bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700 tabular-nums">
      {n}
    </span>
  )

  return (
    <>
      <Head title={t('venture_builder.builder.title', { name: venture.name })} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 items-start gap-2">
            <Link
              href={back}
              className={buttonClasses({
                variant: 'ghost',
                size: 'sm',
                className: '-ms-2 mt-0.5 shrink-0 px-2',
              })}
              aria-label={t(
                venture.is_public
                  ? 'venture_builder.builder.back'
                  : 'venture_builder.builder.back_mine'
              )}
            >
              <ArrowLeft className="size-5" aria-hidden />
            </Link>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-brand-700">
                {t('venture_builder.builder.eyebrow')}
              </p>
              <h1 className="text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">
                {venture.name}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-600">
                <VentureStatusBadge status={venture.status} />
                <VisibilityBadge isPublic={venture.is_public} />
                {place && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4 text-ink-500" aria-hidden />
                    {place}
                  </span>
                )}
              </div>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2 self-start">
            <Link
              href={urlFor('venture_edit', { id: venture.id })}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Pencil className="size-4" aria-hidden />
              {t('venture_builder.edit.link')}
            </Link>
            <VisibilityControl venture={venture} />
            <p
              className="inline-flex items-center gap-2 rounded-pill border border-ink-200 bg-white px-3 py-1.5 text-sm font-medium text-ink-800"
              data-testid="credit-balance"
            >
              <Coins className="size-4 text-accent-600" aria-hidden />
              {t('venture_builder.common.balance', { count: credits })}
            </p>
          </div>
        </header>

        <Tabs
          className="mt-6"
          selectedKey={tab}
          onChange={setTab}
          tabs={[
            {
              key: 'overview',
              label: t('venture_builder.tabs.overview'),
              content: (
                <OverviewTab
                  venture={venture}
                  towers={towers}
                  unpublished={unpublished}
                  credits={credits}
                  onAddTower={() => openTower(null)}
                  onAddUnit={() => openUnit(null)}
                  onPublish={() => setPublishing(true)}
                />
              ),
            },
            {
              key: 'towers',
              label: (
                <>
                  {t('venture_builder.tabs.towers')} {count(towers.length)}
                </>
              ),
              content: (
                <TowersTab
                  ventureId={venture.id}
                  currency={venture.currency}
                  towers={towers}
                  onAdd={() => openTower(null)}
                  onEdit={(tower) => openTower(tower)}
                  onDelete={(tower) => setDeleting({ kind: 'tower', tower })}
                  onAddUnit={(tower) => openUnit(null, tower.id)}
                />
              ),
            },
            {
              key: 'units',
              label: (
                <>
                  {t('venture_builder.tabs.units')} {count(units.length)}
                </>
              ),
              content: (
                <UnitsTab
                  towers={towers}
                  units={units}
                  unpublished={unpublished}
                  onAdd={(towerId) => openUnit(null, towerId)}
                  onAddTower={() => openTower(null)}
                  onEdit={(unit) => openUnit(unit)}
                  onDelete={(unit) => setDeleting({ kind: 'unit', unit })}
                  onPublish={() => setPublishing(true)}
                />
              ),
            },
          ]}
        />
      </div>

      <TowerDialog
        open={towerDialog.open}
        formKey={towerDialog.key}
        ventureId={venture.id}
        tower={towerDialog.tower}
        onClose={() => setTowerDialog((current) => ({ ...current, open: false }))}
      />
      <UnitDialog
        open={unitDialog.open}
        formKey={unitDialog.key}
        venture={venture}
        towers={towers}
        unit={unitDialog.unit}
        towerId={unitDialog.towerId}
        credits={credits}
        onClose={() => setUnitDialog((current) => ({ ...current, open: false }))}
      />
      <PublishDialog
        open={publishing}
        ventureId={venture.id}
        count={unpublished}
        credits={credits}
        onClose={() => setPublishing(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(
          deleting?.kind === 'tower'
            ? 'venture_builder.towers.delete_title'
            : 'venture_builder.units.delete_title'
        )}
        body={
          deleting?.kind === 'tower'
            ? t('venture_builder.towers.delete_confirm', {
                name: deleting.tower.name,
                count: deleting.tower.counts.total,
              })
            : t('venture_builder.units.delete_confirm')
        }
        confirmLabel={t('venture_builder.common.delete')}
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
