import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'

/** One wallet figure: an icon, the number and what it means. */
export function StatCard({
  icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: ReactNode
  label: string
  value: ReactNode
  hint: string
  testId: string
}) {
  return (
    <Card className="flex items-start gap-4">
      <div
        aria-hidden
        className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 [&>svg]:size-6"
      >
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-600">{label}</p>
        <p
          className="mt-0.5 text-2xl font-extrabold tracking-tight text-ink-900 tabular-nums sm:text-3xl"
          data-testid={testId}
        >
          {value}
        </p>
        <p className="mt-1 text-xs text-ink-500">{hint}</p>
      </div>
    </Card>
  )
}
