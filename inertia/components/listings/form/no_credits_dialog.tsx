import { Link } from '@inertiajs/react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/**
 * Publishing with no credit left (001 §2): the server's message (the words
 * /api answers, 001 §8), then save a draft instead, or buy credits. Open while
 * there is a message.
 */
export function NoCreditsDialog({
  message,
  onClose,
  onSaveDraft,
}: {
  message: string | null
  onClose: () => void
  onSaveDraft: () => void
}) {
  const t = useT()
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={t('posting.no_credits_title')}
      description={message ?? undefined}
    >
      <p className="text-ink-700">{t('posting.no_credits_body')}</p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            onClose()
            onSaveDraft()
          }}
        >
          {t('posting.save_draft')}
        </Button>
        <Link href={urlFor('credits')} className={buttonClasses({})}>
          {t('posting.buy_credits')}
        </Link>
      </div>
    </Dialog>
  )
}
