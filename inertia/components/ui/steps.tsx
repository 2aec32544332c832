import { Check } from 'lucide-react'
import { cn } from '~/components/ui/cn'

/**
 * A form's steps in a row, the current one marked and the done ones ticked
 * ("Step 1 Basic information"). `compact`: narrow cells for three or more
 * steps on a phone (number above the label).
 */
export function Steps({
  step,
  labels,
  label,
  stepLabel,
  compact = false,
}: {
  step: number
  labels: string[]
  /** The list's accessible name ("Step 1 of 3"). */
  label: string
  /** "Step {n}", shown above each label from the sm breakpoint. */
  stepLabel: (n: number) => string
  compact?: boolean
}) {
  return (
    <ol
      className={cn('grid', compact ? 'grid-cols-3 gap-2 sm:gap-3' : 'mt-6 grid-cols-2 gap-3')}
      aria-label={label}
    >
      {labels.map((text, index) => {
        const number = index + 1
        const done = step > number
        const current = step === number
        return (
          <li
            key={text}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex rounded-card border px-2.5 py-2 sm:gap-3 sm:px-3 sm:py-2.5',
              compact
                ? 'min-w-0 flex-col items-start gap-1.5 sm:flex-row sm:items-center'
                : 'items-center gap-2.5',
              current ? 'border-brand-300 bg-brand-50' : 'border-ink-200 bg-white'
            )}
          >
            <span
              className={cn(
                'grid shrink-0 place-items-center rounded-full text-sm font-semibold',
                compact ? 'size-7 sm:size-8' : 'size-8',
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
              <span className="hidden text-xs text-ink-500 sm:block">{stepLabel(number)}</span>
              <span
                className={cn(
                  'block font-semibold leading-tight',
                  compact ? 'text-xs sm:text-sm' : 'text-sm',
                  current ? 'text-brand-900' : 'text-ink-800'
                )}
              >
                {text}
              </span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
