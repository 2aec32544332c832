import { ArrowLeft, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** What the property page and the venture page share: the bar above them and their key facts. */

/** Above a listing's or a venture's page: Back (to the list it came from) and the page's actions (share, save). */
export function DetailBar({ backLabel, children }: { backLabel: string; children: ReactNode }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-2">
      <button
        type="button"
        onClick={() => window.history.back()}
        className="flex min-h-10 items-center gap-1.5 text-sm font-medium text-ink-700 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> {backLabel}
      </button>
      <div className="flex gap-2">{children}</div>
    </div>
  )
}

/** A key fact of the page: 'Bedrooms 3', 'Available units 12'. */
export type Fact = { key: string; icon: LucideIcon; label: string; value: ReactNode }

/** The page's key facts, two a row on phones and four from `sm` up. */
export function FactTiles({ facts, testId }: { facts: Fact[]; testId?: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid={testId}>
      {facts.map(({ key, icon: Icon, label, value }) => (
        <div key={key} className="rounded-card border border-ink-100 bg-white p-4">
          <dt className="flex items-center gap-1.5 text-xs text-ink-600">
            <Icon className="size-4" aria-hidden /> {label}
          </dt>
          <dd className="mt-1 font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
