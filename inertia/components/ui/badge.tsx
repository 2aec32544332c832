import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'danger' | 'warning' | 'info' | 'accent'

export interface BadgeProps {
  tone?: BadgeTone
  children: ReactNode
  className?: string
  icon?: ReactNode
}

// Every pair passes WCAG AA (>= 4.5:1) for the small text.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-50 text-brand-700 ring-1 ring-brand-100 ring-inset',
  success: 'bg-success-50 text-success-700',
  danger: 'bg-danger-50 text-danger-700',
  warning: 'bg-warning-50 text-warning-700',
  info: 'bg-info-50 text-info-700',
  accent: 'bg-accent-200 text-ink-900',
}

export function Badge({ tone = 'neutral', children, className, icon }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-pill px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap',
        tones[tone],
        className
      )}
    >
      {icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-3.5">
          {icon}
        </span>
      ) : null}
      <span className="truncate">{children}</span>
    </span>
  )
}
