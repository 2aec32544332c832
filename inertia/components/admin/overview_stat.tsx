import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'

/** One figure of the Overview: an icon, what it counts, the number and an optional line under it. */
export function OverviewStat({ icon, label, value, hint, tone = 'brand' }: { icon: ReactNode; label: string; value: string; hint?: string; tone?: 'brand' | 'accent' | 'ink' }) {
  const tones = { brand: 'bg-brand-50 text-brand-700', accent: 'bg-accent-50 text-accent-700', ink: 'bg-ink-100 text-ink-700' }
  return (
    <Card padded={false} className="flex min-w-0 items-start gap-3 p-4">
      <div aria-hidden className={`grid size-10 shrink-0 place-items-center rounded-full [&>svg]:size-5 ${tones[tone]}`}>
        {icon}
      </div>
      <dl className="flex min-w-0 flex-col">
        <dt className="order-1 text-xs font-medium text-ink-600 sm:text-sm">{label}</dt>
        <dd className="order-2 mt-0.5 text-xl font-extrabold tracking-tight break-words text-ink-900 tabular-nums sm:text-2xl">{value}</dd>
        {hint ? <dd className="order-3 mt-0.5 text-xs text-ink-500">{hint}</dd> : null}
      </dl>
    </Card>
  )
}
