import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

export interface EmptyStateProps {
  icon?: ReactNode
  title: string
  body?: ReactNode
  /** e.g. a Button or a Link styled with buttonClasses(). */
  action?: ReactNode
  /** A dashed card of its own, where a list would be. */
  framed?: boolean
  className?: string
}

export function EmptyState({
  icon,
  title,
  body,
  action,
  framed = false,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center px-6 py-12 text-center sm:py-16',
        framed && 'rounded-card border border-dashed border-ink-200 bg-white',
        className
      )}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-4 flex size-16 items-center justify-center rounded-pill bg-brand-50 text-brand-700 [&>svg]:size-7"
        >
          {icon}
        </div>
      ) : null}
      <h2 className="text-lg font-semibold text-balance text-ink-900">{title}</h2>
      {body ? <div className="mt-1.5 max-w-sm text-sm text-pretty text-ink-600">{body}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  )
}
