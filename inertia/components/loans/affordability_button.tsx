import { Suspense, useState } from 'react'
import { Calculator } from 'lucide-react'
import { lazyWithPreload } from '~/lib/lazy'
import { useT } from '~/lib/i18n'
import type { LoanDefaults } from '#rules/loans'

/** The dialog's code (form, arithmetic): fetched on hover, focus or the first click, never with the page. */
const AffordabilityDialog = lazyWithPreload(() =>
  import('~/components/loans/affordability_dialog').then((m) => ({
    default: m.AffordabilityDialog,
  }))
)

/** "What can I afford?" on /properties (issue 31): opens the affordability dialog. */
export function AffordabilityButton({ loan }: { loan: LoanDefaults }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const preload = () => void AffordabilityDialog.preload()
  return (
    <>
      <button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Calculator className="size-4" aria-hidden />
        {t('loans.afford.link')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <AffordabilityDialog open={open} onClose={() => setOpen(false)} loan={loan} />
        </Suspense>
      )}
    </>
  )
}
