import { Link } from '@inertiajs/react'
import { Building, Building2, CheckCircle2, Coins, Home, RefreshCw, XCircle } from 'lucide-react'
import { IssueList } from '~/components/bulk_upload/issue_list'
import { Button, buttonClasses } from '~/components/ui/button'
import { StatTile } from '~/components/venture_builder/stat_tile'
import { urlFor } from '~/lib/routes'
import { useT } from '~/lib/i18n'
import type { BulkImport } from '~/components/bulk_upload/bulk_api'

/** Step 3 (001 §2): the server's real progress, rows written of rows in the file. */
export function ProgressPanel({ job }: { job: BulkImport | null }) {
  const t = useT()
  const percent = job?.percent ?? 0
  return (
    <div className="space-y-4 py-4">
      <h2 className="text-lg font-semibold text-ink-900">{t('bulk_upload.process.title')}</h2>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('bulk_upload.process.title')}
        className="h-3 w-full overflow-hidden rounded-pill bg-ink-100"
        data-testid="upload-progress"
      >
        <div
          className="h-full rounded-pill bg-brand-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-ink-700 tabular-nums" aria-live="polite">
        {job && job.total_rows > 0
          ? `${percent}% · ${t('bulk_upload.process.progress', { written: job.rows_written, total: job.total_rows })}`
          : t('bulk_upload.process.waiting')}
      </p>
      <p className="text-sm text-ink-600">{t('bulk_upload.process.keep_open')}</p>
    </div>
  )
}

/** The completion view: what was created and charged, any errors, View Ventures and Upload Another File. */
export function ResultPanel({ job, onAnother }: { job: BulkImport; onAnother: () => void }) {
  const t = useT()
  const ok = job.state === 'completed'
  return (
    <div className="space-y-5" data-testid="upload-result">
      <h2
        className={`flex items-center gap-2 text-lg font-semibold ${ok ? 'text-success-700' : 'text-danger-700'}`}
      >
        {ok ? (
          <CheckCircle2 className="size-6" aria-hidden />
        ) : (
          <XCircle className="size-6" aria-hidden />
        )}
        {t(ok ? 'bulk_upload.complete.title' : 'bulk_upload.complete.failed_title')}
      </h2>
      {ok && (
        <section className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <StatTile
            wrap
            icon={<Building2 />}
            label={t('bulk_upload.complete.ventures')}
            value={job.created_ventures}
            testId="result-ventures"
          />
          <StatTile
            wrap
            icon={<Building />}
            tone="ink"
            label={t('bulk_upload.complete.towers')}
            value={job.created_towers}
            testId="result-towers"
          />
          <StatTile
            wrap
            icon={<Home />}
            tone="success"
            label={t('bulk_upload.complete.units')}
            value={job.created_units}
            testId="result-units"
          />
          <StatTile
            wrap
            icon={<RefreshCw />}
            tone="ink"
            label={t('bulk_upload.complete.updated')}
            value={job.updated_units}
            testId="result-updated"
          />
          <StatTile
            wrap
            icon={<Coins />}
            tone="warning"
            label={t('bulk_upload.complete.credits')}
            value={job.credits_charged}
            testId="result-credits"
          />
        </section>
      )}
      {job.errors.length > 0 && (
        <IssueList
          title={t('bulk_upload.messages.some_issues')}
          issues={job.errors}
          testId="result-errors"
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onAnother} data-testid="upload-another">
          {t('bulk_upload.complete.upload_another')}
        </Button>
        <Link href={urlFor('ventures.index')} className={buttonClasses({})}>
          {t('bulk_upload.complete.view_ventures')}
        </Link>
      </div>
    </div>
  )
}
