import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '~/components/ui/cn'
import { imageSrcSet } from '#rules/image_urls'

type Props = {
  src: string
  alt: string
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  className?: string
  /** What shows instead when the photo cannot be loaded. */
  fallback: ReactNode
  /** The page's largest image (the LCP element): fetched first, never lazily. */
  priority?: boolean
}

/**
 * A listing photo: responsive WebP from our own storage (srcset), intrinsic
 * size 4:3 so the box is reserved before it loads, lazy unless it is the
 * page's main photo. A photo that fails shows `fallback` — also when it failed
 * before React hydrated the server's HTML and could hear the error event
 * (then `complete` with no `naturalWidth` tells).
 */
export function ListingImage({ src, alt, sizes, className, fallback, priority = false }: Props) {
  const [broken, setBroken] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    // A new src starts afresh; onError covers failures from here on.
    setBroken(Boolean(element?.complete && element.naturalWidth === 0))
  }, [src])

  if (broken) return <>{fallback}</>
  return (
    <img
      ref={image}
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={640}
      height={480}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
      className={className}
    />
  )
}

/*
 * What the property and venture cards share. Here rather than in a module of their own:
 * this module is in the listing_kit chunk (vite.config.ts) that every card's page loads
 * already, where a module of its own would be a chunk of its own, ~0.4 KiB more on
 * /ventures, over its JavaScript budget. For the same reason the cards hand in the
 * placeholder's icon: imported here, it would load on every page of the kit (Contact Us).
 */

/** 000 §9: cards show at most 3 amenities. */
const MAX_AMENITIES = 3

/** A card's cover image, or a placeholder that says there is none (also when the image fails to load). */
export function CardCover({
  src,
  alt,
  sizes,
  missingLabel,
  missingIcon,
}: {
  src: string | null
  alt: string
  sizes: string
  missingLabel: string
  /** The placeholder's icon (ImageOff, size-8, aria-hidden). */
  missingIcon: ReactNode
}) {
  const placeholder = (
    <div className="flex h-full flex-col items-center justify-center gap-1 bg-gradient-to-br from-brand-50 to-ink-100 text-ink-600">
      {missingIcon}
      <span className="text-xs">{missingLabel}</span>
    </div>
  )
  if (!src) return placeholder
  return (
    <ListingImage
      src={src}
      alt={alt}
      sizes={sizes}
      className="h-full w-full object-cover"
      fallback={placeholder}
    />
  )
}

/** The first amenities of a card as chips, then "+N more" for the rest; nothing when there are none. */
export function AmenityChips({
  amenities,
  labelOf,
  moreLabel,
  className,
  label,
}: {
  amenities: string[]
  labelOf: (amenity: string) => string
  moreLabel: (count: number) => string
  className: string
  /** The list's accessible name. */
  label?: string
}) {
  if (amenities.length === 0) return null
  const extra = amenities.length - MAX_AMENITIES
  const chip = 'rounded-pill bg-ink-100 px-2 py-0.5 text-xs text-ink-700'
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={label}>
      {amenities.slice(0, MAX_AMENITIES).map((amenity) => (
        <li key={amenity} className={chip}>
          {labelOf(amenity)}
        </li>
      ))}
      {extra > 0 && <li className={chip}>{moreLabel(extra)}</li>}
    </ul>
  )
}
