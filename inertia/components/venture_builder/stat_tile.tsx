import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

/** One figure of a stats row (My Ventures, the builder's overview): icon, number, what it counts. */
/** `wrap`: the label may take two lines (long labels, other scripts) instead of being cut. */
export function StatTile({
  icon,
  label,
  value,
  testId,
  tone = 'brand',
  wrap = false,
}: {
  icon: ReactNode
  label: string
  value: ReactNode
  testId: string
  tone?: 'brand' | 'success' | 'danger' | 'warning' | 'ink'
  wrap?: boolean
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700',
    success: 'bg-success-50 text-success-700',
    danger: 'bg-danger-50 text-danger-700',
    warning: 'bg-warning-50 text-warning-700',
    ink: 'bg-ink-100 text-ink-700',
  }
  return (
    <div className="flex items-center gap-3 rounded-card border border-ink-100 bg-white p-3 shadow-card sm:p-4">
      <div
        aria-hidden
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full [&>svg]:size-5',
          tones[tone]
        )}
      >
        {icon}
      </div>
      <div className="min-w-0">
        <p
          className="text-2xl font-extrabold tracking-tight text-ink-900 tabular-nums"
          data-testid={testId}
        >
          {value}
        </p>
        <p className={cn('text-sm font-medium text-ink-600', wrap ? 'text-pretty' : 'truncate')}>
          {label}
        </p>
      </div>
    </div>
  )
}
