import { Badge, type BadgeTone } from '~/components/ui/badge'
import { Button, buttonClasses } from '~/components/ui/button'
import { urlFor } from '~/lib/routes'
import { useT } from '~/lib/i18n'
import type { BulkImport } from '~/components/bulk_upload/bulk_api'
import { BULK_UNDO_DAYS } from '#rules/bulk_columns'
import { LISTING_DAYS } from '#rules/listing_rules'

const TONES: Record<BulkImport['state'], BadgeTone> = {
  queued: 'info',
  running: 'info',
  completed: 'success',
  failed: 'danger',
  undone: 'neutral',
}

/** The owner's uploads (file, when, state, units, credits) with their file to download again, Undo while it is allowed, and what an undo refunds. */
export function ImportHistory({
  imports,
  onUndo,
  busyId,
}: {
  imports: BulkImport[]
  onUndo: (job: BulkImport) => void
  busyId: number | null
}) {
  const t = useT()
  const date = (iso: string) =>
    new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className="mt-8" aria-labelledby="bulk-history">
      <h2 id="bulk-history" className="text-lg font-semibold text-ink-900">
        {t('bulk_upload.history.title')}
      </h2>
      {imports.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t('bulk_upload.history.empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-600" data-testid="undo-rule">
            {t('bulk_upload.history.undo_rule', { undoDays: BULK_UNDO_DAYS, days: LISTING_DAYS })}
          </p>
          <ul
            className="mt-3 divide-y divide-ink-100 rounded-card border border-ink-100 bg-white"
            data-testid="import-history"
          >
            {imports.map((job) => (
              <li
                key={job.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink-900">{job.file_name}</p>
                  <p className="text-sm text-ink-600">
                    {date(job.created_at)} · {t('bulk_upload.history.units')}:{' '}
                    {job.created_units + job.updated_units} · {t('bulk_upload.history.credits')}:{' '}
                    {job.credits_charged}
                    {job.state === 'undone' &&
                      ` · ${t('bulk_upload.history.refunded')}: ${job.credits_refunded}`}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <Badge tone={TONES[job.state]}>
                    {t(`bulk_upload.history.states.${job.state}`)}
                  </Badge>
                  <a
                    href={urlFor('bulk_upload.imports.file', { id: job.id })}
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                    download
                  >
                    {t('bulk_upload.history.download')}
                  </a>
                  {job.undo_until && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onUndo(job)}
                      disabled={busyId === job.id}
                      title={t('bulk_upload.history.undo_until', { date: date(job.undo_until) })}
                    >
                      {t('bulk_upload.history.undo')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
