import { Check } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'

/** The wizard's three steps (001 §2) with the current one marked; done steps show a tick. */
export function WizardSteps({ step, labels }: { step: number; labels: string[] }) {
  const t = useT()
  return (
    <ol
      className="grid grid-cols-3 gap-2 sm:gap-3"
      aria-label={t('venture_builder.create.step_of', { n: step, total: labels.length })}
    >
      {labels.map((label, index) => {
        const number = index + 1
        const done = step > number
        const current = step === number
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex min-w-0 flex-col items-start gap-1.5 rounded-card border px-2.5 py-2 sm:flex-row sm:items-center sm:gap-3 sm:px-3 sm:py-2.5',
              current ? 'border-brand-300 bg-brand-50' : 'border-ink-200 bg-white'
            )}
          >
            <span
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full text-sm font-semibold sm:size-8',
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
                {t('venture_builder.create.step', { n: number })}
              </span>
              <span
                className={cn(
                  'block text-xs font-semibold leading-tight sm:text-sm',
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
