import type { ReactNode } from 'react'

/** A screen's title (its one h1) and the line under it. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-ink-600">{subtitle}</p> : null}
    </div>
  )
}
