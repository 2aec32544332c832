import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'

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
