import { cn } from '~/components/ui/cn'

/** Grey pulsing placeholder block. Size it with className (e.g. "h-4 w-1/2"). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-control bg-ink-200/70 motion-reduce:animate-none',
        className
      )}
    />
  )
}

/** Placeholder shaped like a property card: 4:3 photo + three text lines. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'overflow-hidden rounded-card border border-ink-100 bg-white shadow-card',
        className
      )}
    >
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-2.5 p-4">
        <Skeleton className="h-5 w-2/5" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
      </div>
    </div>
  )
}
