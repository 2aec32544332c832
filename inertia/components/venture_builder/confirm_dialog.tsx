import { Button } from '~/components/ui/button'
import { BuilderDialog } from './builder_dialog'
import { useT } from '~/lib/i18n'

/** A yes/no question before something that cannot be undone (deleting a venture, a tower, a unit). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const t = useT()
  return (
    <BuilderDialog open={open} onClose={onClose} title={title} size="sm">
      <p className="text-ink-700">{body}</p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('venture_builder.common.cancel')}
        </Button>
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </BuilderDialog>
  )
}
