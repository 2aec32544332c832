import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'

/** One figure of the Overview: what it counts (with an icon), the number, and an optional line under it. */
export function OverviewStat({
  icon,
  label,
  value,
  hint,
  tone = 'brand',
  className,
}: {
  icon: ReactNode
  label: string
  value: string
  hint?: string
  tone?: 'brand' | 'accent' | 'ink'
  className?: string
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700',
    accent: 'bg-accent-50 text-accent-700',
    ink: 'bg-ink-100 text-ink-700',
  }
  return (
    <Card padded={false} className={cn('min-w-0 p-3.5 sm:p-4', className)}>
      <dl className="flex min-w-0 flex-col">
        <dt className="flex items-center gap-2 text-xs font-medium text-ink-600 sm:text-sm">
          <span
            aria-hidden
            className={`grid size-7 shrink-0 place-items-center rounded-full [&>svg]:size-4 ${tones[tone]}`}
          >
            {icon}
          </span>
          <span className="min-w-0">{label}</span>
        </dt>
        <dd className="mt-2 text-xl font-extrabold tracking-tight whitespace-nowrap text-ink-900 tabular-nums sm:text-2xl">
          {value}
        </dd>
        {hint ? <dd className="mt-0.5 text-xs text-ink-500">{hint}</dd> : null}
      </dl>
    </Card>
  )
}
