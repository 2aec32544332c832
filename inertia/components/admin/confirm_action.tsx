import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'

export type PendingAction = {
  message: string
  confirmLabel: string
  run: (done: () => void) => void
} | null

/** Deletions ask for confirmation first (001 §8). */
export function ConfirmAction({ action, onClose }: { action: PendingAction; onClose: () => void }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={action !== null} onClose={onClose} title={t('admin.confirm.title')} size="sm">
      <p className="text-ink-700">{action?.message}</p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('admin.actions.keep')}
        </Button>
        <Button
          variant="danger"
          loading={busy}
          onClick={() => {
            setBusy(true)
            action?.run(() => {
              setBusy(false)
              onClose()
            })
          }}
        >
          {action?.confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
