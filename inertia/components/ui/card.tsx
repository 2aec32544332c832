import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner padding (p-4, sm:p-6). Default true; set false for edge-to-edge media. */
  padded?: boolean
}

export function Card({ padded = true, className, ...rest }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-card border border-ink-100 bg-white shadow-card',
        padded && 'p-4 sm:p-6',
        className
      )}
      {...rest}
    />
  )
}

export interface CardHeaderProps {
  title: ReactNode
  subtitle?: ReactNode
  /** Right-aligned slot, e.g. a small Button or link. */
  action?: ReactNode
  /** Heading level of the title. Default 'h2'. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4'
  className?: string
}

export function CardHeader({
  title,
  subtitle,
  action,
  titleAs: Heading = 'h2',
  className,
}: CardHeaderProps) {
  return (
    <div
      className={cn('mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2', className)}
    >
      <div className="min-w-0">
        <Heading className="text-base font-semibold text-ink-900 sm:text-lg">{title}</Heading>
        {subtitle ? <p className="mt-0.5 text-sm text-ink-600">{subtitle}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  )
}
