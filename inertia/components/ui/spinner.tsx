import { cn } from '~/components/ui/cn'

export interface SpinnerProps {
  /** Replaces the default size/colour (`size-5 text-brand-600`), e.g. `size-8 text-white`. */
  className?: string
  /** Screen-reader text. Defaults to "Loading…". */
  label?: string
}

/** Decorative spinning ring (aria-hidden). Inherits colour from `currentColor`. */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('shrink-0 animate-spin motion-reduce:animate-none', className ?? 'size-4')}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** Accessible loading indicator: role="status" with a visually hidden label. */
export function Spinner({ className, label = 'Loading…' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <SpinnerIcon className={className ?? 'size-5 text-brand-600'} />
      <span className="sr-only">{label}</span>
    </span>
  )
}
