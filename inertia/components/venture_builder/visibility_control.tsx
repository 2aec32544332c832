import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Eye, EyeOff } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { BuilderDialog } from './builder_dialog'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/**
 * 'Make private' / 'Make public' on My Ventures and the Venture Builder
 * (issue 27), with the rule stated before the builder confirms: private
 * ventures and their units leave search; units whose paid 30 days still run
 * come back live at no cost, expired ones are published again for credits.
 */
export function VisibilityControl({
  venture,
  className,
}: {
  venture: { id: number; name: string; is_public: boolean }
  className?: string
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const key = venture.is_public ? 'make_private' : 'make_public'
  const confirm = () =>
    router.put(
      urlFor('ventures.visibility', { id: venture.id }),
      { is_public: !venture.is_public },
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => {
          setBusy(false)
          setOpen(false)
        },
      }
    )
  const Icon = venture.is_public ? EyeOff : Eye
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => setOpen(true)}
        data-testid="venture-visibility"
      >
        <Icon className="size-4" aria-hidden />
        {t(`venture_builder.visibility.${key}`)}
      </Button>
      <BuilderDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t(`venture_builder.visibility.${key}_title`, { name: venture.name })}
        size="sm"
      >
        <p className="text-ink-700">{t(`venture_builder.visibility.${key}_body`)}</p>
        <p className="mt-3 text-sm text-ink-600">{t('venture_builder.visibility.rule')}</p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('venture_builder.common.cancel')}
          </Button>
          <Button loading={busy} onClick={confirm} data-testid="venture-visibility-confirm">
            {t(`venture_builder.visibility.${key}`)}
          </Button>
        </div>
      </BuilderDialog>
    </>
  )
}
