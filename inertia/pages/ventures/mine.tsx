import { Head, Link, router } from '@inertiajs/react'
import { Building2, FileEdit, Globe, Home, Plus } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { toast } from '~/components/ui/toast'
import { ConfirmDialog } from '~/components/venture_builder/confirm_dialog'
import { OwnerVentureCard } from '~/components/venture_builder/owner_venture_card'
import { StatTile } from '~/components/venture_builder/stat_tile'
import { urlFor } from '~/lib/routes'
import { EnquiriesLink } from '~/components/dashboard/enquiries_link'
import type { OwnerVenture } from '~/components/venture_builder/types'
import { useT } from '~/lib/i18n'

/**
 * My Ventures (001 §2): the owner's ventures with their totals. The server
 * renders the page with its data, so there is no loading state to show (the
 * spec's 6 skeleton cards belonged to a client that fetched after rendering).
 */
export default function MyVentures({ ventures }: { ventures: OwnerVenture[] }) {
  const t = useT()
  const [deleting, setDeleting] = useState<OwnerVenture | null>(null)
  const [busy, setBusy] = useState(false)
  const published = ventures.filter((venture) => venture.is_public).length
  const units = ventures.reduce(
    (sum, venture) => sum + (venture.counts?.total ?? venture.unit_count),
    0
  )

  const remove = (venture: OwnerVenture) =>
    router.delete(urlFor('ventures.destroy', { id: venture.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onError: () => toast.error(t('venture_builder.mine.delete_failed')),
      onFinish: () => {
        setBusy(false)
        setDeleting(null)
      },
    })

  const create = (
    <Link href={urlFor('create_venture')} className={buttonClasses({})}>
      <Plus className="size-4" aria-hidden />
      {t('venture_builder.mine.create')}
    </Link>
  )

  return (
    <>
      <Head title={t('venture_builder.mine.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {t('venture_builder.mine.title')}
            </h1>
            <p className="mt-1 text-ink-600">{t('venture_builder.mine.subtitle')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <EnquiriesLink />
            {create}
          </div>
        </header>

        <section
          className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
          aria-label={t('venture_builder.mine.stats_label')}
        >
          <StatTile
            icon={<Building2 />}
            label={t('venture_builder.mine.stats.total')}
            value={ventures.length}
            testId="stat-total-ventures"
          />
          <StatTile
            icon={<Globe />}
            tone="success"
            label={t('venture_builder.mine.stats.published')}
            value={published}
            testId="stat-published"
          />
          <StatTile
            icon={<FileEdit />}
            tone="ink"
            label={t('venture_builder.mine.stats.draft')}
            value={ventures.length - published}
            testId="stat-draft"
          />
          <StatTile
            icon={<Home />}
            tone="warning"
            label={t('venture_builder.mine.stats.units')}
            value={units}
            testId="stat-total-units"
          />
        </section>

        {ventures.length === 0 ? (
          <EmptyState
            className="mt-8 rounded-card border border-dashed border-ink-200 bg-white"
            icon={<Building2 className="size-7" aria-hidden />}
            title={t('venture_builder.mine.empty_title')}
            body={t('venture_builder.mine.empty_body')}
            action={create}
          />
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ventures.map((venture) => (
              <OwnerVentureCard
                key={venture.id}
                venture={venture}
                onDelete={() => setDeleting(venture)}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('venture_builder.mine.delete_title', { name: deleting?.name ?? '' })}
        body={t('venture_builder.mine.delete_confirm')}
        confirmLabel={t('venture_builder.mine.delete_button')}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
