import { Head, router } from '@inertiajs/react'
import { Keyboard } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { toast } from '~/components/ui/toast'
import { ConfirmDialog } from '~/components/venture_builder/confirm_dialog'
import { FilePicker } from '~/components/bulk_upload/file_picker'
import { ReviewPanel } from '~/components/bulk_upload/review_panel'
import { ProgressPanel, ResultPanel } from '~/components/bulk_upload/job_panels'
import { ImportHistory } from '~/components/bulk_upload/import_history'
import { ShortcutsHelp } from '~/components/bulk_upload/shortcuts_help'
import { bulkApi, type BulkImport, type BulkPreview } from '~/components/bulk_upload/bulk_api'
import { usePageActions } from '~/lib/shortcuts'
import { useT } from '~/lib/i18n'
import { BULK_EXTENSIONS, BULK_MAX_BYTES } from '#rules/bulk_columns'
import { LISTING_DAYS } from '#rules/listing_rules'

type Props = {
  credits: number
  imports: BulkImport[]
  limits: { maxBytes: number; maxRows: number }
}

/** 001 §4 Bulk upload states. */
type Step = 'select' | 'preview' | 'upload' | 'complete'

const POLL_MS = 700

const ended = (job: BulkImport) => job.state === 'completed' || job.state === 'failed'

/**
 * Bulk upload (001 §2): select a file, review what it will do, upload with
 * the server's real progress, see the result. The import runs as a job on
 * the server; this page follows it and can be left at any time.
 */
export default function BulkUploadPage({ imports }: Props) {
  const t = useT()
  const [step, setStep] = useState<Step>('select')
  /** The picked file's name: the file itself is sent once, to the preview. */
  const [fileName, setFileName] = useState<string | null>(null)
  const [preview, setPreview] = useState<BulkPreview | null>(null)
  const [job, setJob] = useState<BulkImport | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [undoing, setUndoing] = useState<BulkImport | null>(null)
  const [help, setHelp] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const reset = useCallback(() => {
    setStep('select')
    setFileName(null)
    setPreview(null)
    setJob(null)
    setConfirming(false)
  }, [])

  const pick = async (picked: File) => {
    const extension = picked.name.toLowerCase().split('.').pop() ?? ''
    if (!(BULK_EXTENSIONS as readonly string[]).includes(extension))
      return toast.error(t('bulk_upload.file.type'))
    if (picked.size > BULK_MAX_BYTES) return toast.error(t('bulk_upload.file.size'))
    setBusy(true)
    try {
      const report = await bulkApi.preview(picked, t('bulk_upload.errors.failed'))
      setFileName(picked.name)
      setPreview(report)
      setStep('preview')
    } catch (error) {
      toast.error(t('bulk_upload.messages.processing_error', { detail: (error as Error).message }))
      setStep('select')
    } finally {
      setBusy(false)
    }
  }

  /** The job's latest state; once it ended, the result view and a fresh history. */
  const follow = useCallback(
    (next: BulkImport) => {
      setJob(next)
      if (!ended(next)) return
      if (next.state === 'completed') toast.success(t('bulk_upload.messages.completed'))
      else toast.error(t('bulk_upload.messages.upload_failed', { detail: next.errors[0] ?? '' }))
      setStep('complete')
      router.reload({ only: ['imports', 'credits'] })
    },
    [t]
  )

  const start = async () => {
    setConfirming(false)
    if (!preview) return
    if (preview.credits_available < preview.credits_required)
      return toast.error(t('bulk_upload.messages.insufficient_credits'))
    setStep('upload')
    setJob(null)
    try {
      follow(await bulkApi.process(preview.id, t('bulk_upload.errors.failed')))
    } catch (error) {
      toast.error(t('bulk_upload.messages.upload_failed', { detail: (error as Error).message }))
      setStep('preview')
    }
  }

  // Follows the job until it ends.
  useEffect(() => {
    if (step !== 'upload' || !job || ended(job)) return
    const timer = setTimeout(async () => {
      try {
        follow(await bulkApi.status(job.id, t('bulk_upload.errors.failed')))
      } catch {
        setJob({ ...job })
      }
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [step, job, t, follow])

  const downloadTemplate = async () => {
    try {
      await bulkApi.template(t('bulk_upload.messages.template_error'))
      toast.success(t('bulk_upload.messages.template_ok'))
    } catch {
      toast.error(t('bulk_upload.messages.template_error'))
    }
  }

  const errorCopy = async () => {
    if (!preview || !fileName) return
    try {
      await bulkApi.errorCopy(preview.id, fileName, t('bulk_upload.errors.failed'))
    } catch (error) {
      toast.error(t('bulk_upload.messages.processing_error', { detail: (error as Error).message }))
    }
  }

  const undo = async (target: BulkImport) => {
    setUndoing(null)
    try {
      const done = await bulkApi.undo(target.id, t('bulk_upload.messages.undo_failed'))
      toast.success(t('bulk_upload.messages.undone', { count: done.credits_refunded }))
      router.reload({ only: ['imports', 'credits'] })
    } catch (error) {
      toast.error((error as Error).message)
    }
  }

  // 001 §2 shortcuts: Escape goes back, resets or closes the help (the shell routes Escape here).
  usePageActions({
    escape: () => {
      if (help) return setHelp(false)
      if (step === 'preview') return reset()
      if (step === 'complete') return reset()
    },
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const key = event.key.toLowerCase()
      const run = (action: () => void) => {
        event.preventDefault()
        event.stopPropagation()
        action()
      }
      if (key === 'd') run(() => void downloadTemplate())
      else if (key === 'u' && step === 'select') run(() => input.current?.click())
      else if (
        key === 'enter' &&
        step === 'preview' &&
        preview &&
        !preview.validation_errors.length
      )
        run(() => setConfirming(true))
      else if (key === 'h') run(() => setHelp((open) => !open))
      else if (key === 'backspace' && step !== 'upload') run(reset)
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  })

  const steps: [Step, string][] = [
    ['select', t('bulk_upload.steps.select')],
    ['preview', t('bulk_upload.steps.review')],
    ['upload', t('bulk_upload.steps.process')],
  ]
  const stepIndex = step === 'complete' ? 3 : steps.findIndex(([name]) => name === step)

  return (
    <>
      <Head title={t('bulk_upload.title')} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="max-w-2xl">
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {t('bulk_upload.title')}
            </h1>
            <p className="mt-1 text-ink-600">{t('bulk_upload.subtitle')}</p>
          </div>
          <div className="hidden sm:block">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setHelp((open) => !open)}
              aria-expanded={help}
            >
              <Keyboard className="size-4" aria-hidden />
              {t('bulk_upload.help.button')}
            </Button>
          </div>
        </header>
        {help && <ShortcutsHelp onClose={() => setHelp(false)} />}

        <ol className="mt-6 grid grid-cols-3 gap-2" aria-label={t('bulk_upload.title')}>
          {steps.map(([name, label], index) => (
            <li
              key={name}
              aria-current={index === stepIndex ? 'step' : undefined}
              className={cn(
                'rounded-control border-t-4 pt-2 text-sm font-medium',
                index < stepIndex
                  ? 'border-brand-600 text-ink-700'
                  : index === stepIndex
                    ? 'border-brand-600 text-ink-900'
                    : 'border-ink-200 text-ink-600'
              )}
            >
              <span className="tabular-nums">{index + 1}.</span> {label}
            </li>
          ))}
        </ol>

        <div className="mt-5 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6">
          {step === 'select' && (
            <FilePicker ref={input} busy={busy} onPick={pick} onTemplate={downloadTemplate} />
          )}
          {step === 'preview' && preview && fileName && (
            <ReviewPanel
              fileName={fileName}
              preview={preview}
              onBack={reset}
              onStart={() => setConfirming(true)}
              onErrorCopy={errorCopy}
            />
          )}
          {step === 'upload' && <ProgressPanel job={job} />}
          {step === 'complete' && job && <ResultPanel job={job} onAnother={reset} />}
        </div>

        <ImportHistory imports={imports} onUndo={setUndoing} busyId={undoing?.id ?? null} />
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('bulk_upload.review.start')}
        body={t('bulk_upload.review.confirm', {
          units: preview?.units_to_create ?? 0,
          credits: preview?.credits_required ?? 0,
        })}
        confirmLabel={t('bulk_upload.review.start')}
        busy={false}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={!!undoing}
        title={t('bulk_upload.history.undo')}
        body={t('bulk_upload.history.undo_confirm', {
          count: undoing?.created_units ?? 0,
          credits: undoing?.credits_charged ?? 0,
          days: LISTING_DAYS,
        })}
        confirmLabel={t('bulk_upload.history.undo')}
        busy={false}
        onConfirm={() => undoing && undo(undoing)}
        onClose={() => setUndoing(null)}
      />
    </>
  )
}
