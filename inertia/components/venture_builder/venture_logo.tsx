import { useState } from 'react'
import { cn } from '~/components/ui/cn'

/** The venture's logo, or its initials on a tinted square when it has none (or it fails to load). */
export function VentureLogo({
  name,
  src,
  className,
}: {
  name: string
  src: string | null
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  const box = cn(
    'grid size-12 shrink-0 place-items-center overflow-hidden rounded-control',
    className
  )
  if (src && !broken)
    return (
      <img
        src={src}
        alt=""
        className={cn(box, 'border border-ink-100 bg-white object-contain')}
        onError={() => setBroken(true)}
      />
    )
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase()
  return (
    <div
      aria-hidden
      className={cn(
        box,
        'bg-gradient-to-br from-brand-100 to-brand-50 text-base font-bold text-brand-800'
      )}
    >
      {initials}
    </div>
  )
}
