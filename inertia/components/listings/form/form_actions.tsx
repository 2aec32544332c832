import { Link } from '@inertiajs/react'
import { Coins } from 'lucide-react'
import { Button, buttonClasses } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

type Props = {
  step: 1 | 2
  editing: boolean
  credits: number
  processing: boolean
  onBack: () => void
  onSaveDraft: () => void
}

/** Under the form: the balance before publishing, Cancel or Back, and Next, Save changes or Save draft + Publish. */
export function FormActions({ step, editing, credits, processing, onBack, onSaveDraft }: Props) {
  const t = useT()
  return (
    <>
      {!editing && step === 2 && (
        <p
          className="mt-4 flex items-center gap-2 text-sm text-ink-700"
          data-testid="credits-balance"
        >
          <Coins className="size-4 text-accent-600" aria-hidden />
          <span>
            <strong>{t('posting.credits_balance', { count: credits })}</strong> ·{' '}
            {t('posting.credits_hint')}
          </span>
        </p>
      )}

      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {step === 1 ? (
          <Link href={urlFor('properties.index')} className={buttonClasses({ variant: 'ghost' })}>
            {t('posting.cancel')}
          </Link>
        ) : (
          <Button type="button" variant="ghost" onClick={onBack}>
            {t('posting.back')}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {step === 1 ? (
            <Button type="submit">{t('posting.next')}</Button>
          ) : editing ? (
            <Button type="submit" loading={processing}>
              {processing ? t('posting.saving') : t('posting.save_changes')}
            </Button>
          ) : (
            <>
              <Button type="button" variant="outline" disabled={processing} onClick={onSaveDraft}>
                {t('posting.save_draft')}
              </Button>
              <Button type="submit" loading={processing}>
                {processing ? t('posting.saving') : t('posting.publish')}
              </Button>
            </>
          )}
        </div>
      </div>
    </>
  )
}
