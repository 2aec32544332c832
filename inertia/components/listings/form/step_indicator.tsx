import { Check } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'

/** "Step 1 Basic information · Step 2 Additional details", the current one marked, the done one ticked. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const t = useT()
  return (
    <ol className="mt-6 grid grid-cols-2 gap-3" aria-label={t('posting.step', { n: step })}>
      {[t('posting.step_basic'), t('posting.step_additional')].map((label, index) => {
        const number = index + 1
        const done = step > number
        const current = step === number
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2.5 rounded-card border px-2.5 py-2 sm:gap-3 sm:px-3 sm:py-2.5',
              current ? 'border-brand-300 bg-brand-50' : 'border-ink-200 bg-white'
            )}
          >
            <span
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                done
                  ? 'bg-success-600 text-white'
                  : current
                    ? 'bg-brand-600 text-white'
                    : 'bg-ink-100 text-ink-600'
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : number}
            </span>
            <span className="min-w-0">
              <span className="hidden text-xs text-ink-500 sm:block">
                {t('posting.step', { n: number })}
              </span>
              <span
                className={cn(
                  'block text-sm font-semibold leading-tight',
                  current ? 'text-brand-900' : 'text-ink-800'
                )}
              >
                {label}
              </span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
