import { Link } from '@inertiajs/react'
import { Building, Building2, Coins, FileDown, Home, Wallet } from 'lucide-react'
import { IssueList } from '~/components/bulk_upload/issue_list'
import { Button, buttonClasses } from '~/components/ui/button'
import { StatTile } from '~/components/venture_builder/stat_tile'
import { urlFor } from '~/lib/routes'
import { useT } from '~/lib/i18n'
import type { BulkPreview } from '~/components/bulk_upload/bulk_api'

/** Step 2 (001 §2): the validation errors, or the counts, sample rows and credits with Start Upload / Purchase Credits. */
export function ReviewPanel({
  fileName,
  preview,
  onBack,
  onStart,
  onErrorCopy,
}: {
  fileName: string
  preview: BulkPreview
  onBack: () => void
  onStart: () => void
  onErrorCopy: () => void
}) {
  const t = useT()
  const errors = preview.validation_errors
  const enough = preview.credits_available >= preview.credits_required
  const back = (
    <Button variant="ghost" onClick={onBack}>
      {t('bulk_upload.review.back')}
    </Button>
  )

  if (errors.length) {
    return (
      <div className="space-y-4">
        <IssueList
          title={t('bulk_upload.messages.validation_title')}
          issues={errors}
          footer={t('bulk_upload.messages.validation_hint')}
          testId="validation-errors"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {back}
          <Button variant="outline" onClick={onErrorCopy} data-testid="download-error-copy">
            <FileDown className="size-4" aria-hidden />
            {t('bulk_upload.review.download_errors')}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-600">
        {t('bulk_upload.review.file')}: <span className="font-medium text-ink-900">{fileName}</span>
      </p>
      <section
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        aria-label={t('bulk_upload.review.title')}
      >
        <StatTile
          wrap
          icon={<Building2 />}
          label={`${t('bulk_upload.review.ventures')} · ${t('bulk_upload.review.new_count', { count: preview.new_ventures })}`}
          value={preview.total_ventures}
          testId="preview-ventures"
        />
        <StatTile
          wrap
          icon={<Building />}
          tone="ink"
          label={`${t('bulk_upload.review.towers')} · ${t('bulk_upload.review.new_count', { count: preview.new_towers })}`}
          value={preview.total_towers}
          testId="preview-towers"
        />
        <StatTile
          wrap
          icon={<Home />}
          tone="success"
          label={t('bulk_upload.review.units')}
          value={preview.total_units}
          testId="preview-units"
        />
        <StatTile
          wrap
          icon={<Coins />}
          tone="warning"
          label={t('bulk_upload.review.credits_required')}
          value={preview.credits_required}
          testId="preview-credits"
        />
        <StatTile
          wrap
          icon={<Wallet />}
          tone={enough ? 'success' : 'danger'}
          label={t('bulk_upload.review.your_credits')}
          value={preview.credits_available}
          testId="preview-balance"
        />
      </section>
      <p className="text-sm text-ink-700" data-testid="preview-split">
        {t('bulk_upload.review.rows_summary', {
          create: preview.units_to_create,
          update: preview.units_to_update,
          unchanged: preview.units_unchanged,
        })}
      </p>
      {preview.credits_required === 0 && (
        <p className="text-sm text-ink-600">{t('bulk_upload.review.nothing_to_charge')}</p>
      )}
      <SampleTable rows={preview.sample_data} />
      {!enough && (
        <p
          role="alert"
          className="rounded-card bg-warning-50 p-3 text-sm font-medium text-warning-800"
        >
          {t('bulk_upload.messages.insufficient_credits')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {back}
        {enough ? (
          <Button onClick={onStart} data-testid="start-upload">
            {t('bulk_upload.review.start')}
          </Button>
        ) : (
          <Link
            href={urlFor('credits')}
            className={buttonClasses({})}
            data-testid="purchase-credits"
          >
            {t('bulk_upload.review.purchase')}
          </Link>
        )}
      </div>
    </div>
  )
}

function SampleTable({ rows }: { rows: BulkPreview['sample_data'] }) {
  const t = useT()
  if (!rows.length) return null
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-ink-900">
        {t('bulk_upload.review.sample_title')}
      </h3>
      <div className="overflow-x-auto rounded-card border border-ink-100">
        <table className="w-full min-w-[32rem] text-start text-sm" data-testid="sample-rows">
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              {(
                [
                  'col_venture',
                  'col_tower',
                  'col_unit',
                  'col_type',
                  'col_bhk',
                  'col_price',
                ] as const
              ).map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                  {t(`bulk_upload.review.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 bg-white text-ink-800">
            {rows.map((row, index) => (
              <tr key={index}>
                <td className="px-3 py-2">{row.Venture_Name}</td>
                <td className="px-3 py-2">{row.Tower_Name}</td>
                <td className="px-3 py-2 font-medium">{row.Unit_ID}</td>
                <td className="px-3 py-2">{row.Unit_Type.replace(/_/g, ' ')}</td>
                <td className="px-3 py-2 tabular-nums">{row.BHK ?? '—'}</td>
                <td className="px-3 py-2 tabular-nums">₹{row.Price.toLocaleString('en-IN')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
