import { FileSpreadsheet, Download } from 'lucide-react'
import { forwardRef, useState, type DragEvent } from 'react'
import { Button } from '~/components/ui/button'
import { SpinnerIcon } from '~/components/ui/spinner'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'

/** Step 1 (001 §2): the template, and a drop zone that is also a file button (.xlsx or .xls, 'Maximum 10MB'). */
export const FilePicker = forwardRef<
  HTMLInputElement,
  { busy: boolean; onPick: (file: File) => void; onTemplate: () => void }
>(function FilePickerView({ busy, onPick, onTemplate }, inputRef) {
  const t = useT()
  const [over, setOver] = useState(false)
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files?.[0]
    if (file && !busy) onPick(file)
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-card border border-ink-100 bg-ink-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">{t('bulk_upload.select.template_hint')}</p>
        <Button
          variant="outline"
          onClick={onTemplate}
          className="shrink-0"
          data-testid="download-template"
        >
          <Download className="size-4" aria-hidden />
          {t('bulk_upload.select.download_template')}
        </Button>
      </div>
      <label
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed px-6 py-12 text-center transition-colors focus-within:ring-2 focus-within:ring-brand-500',
          over ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-white hover:border-brand-400'
        )}
        data-testid="drop-zone"
      >
        {busy ? (
          <SpinnerIcon className="size-10 text-brand-600" />
        ) : (
          <FileSpreadsheet className="size-12 text-brand-600" aria-hidden />
        )}
        <span className="text-base font-semibold text-ink-900">
          {busy ? t('bulk_upload.select.reading') : t('bulk_upload.select.drop_here')}
        </span>
        <span className="text-sm text-ink-600">
          {t('bulk_upload.select.formats')} · {t('bulk_upload.select.max_size')}
        </span>
        <input
          ref={inputRef}
          type="file"
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          className="sr-only"
          disabled={busy}
          aria-label={t('bulk_upload.select.choose')}
          data-testid="file-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onPick(file)
          }}
        />
      </label>
    </div>
  )
})
