import { ImageOff } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { ListingImage } from './listing_image'

/** 000 §9: cards show at most 3 amenities. */
const MAX_AMENITIES = 3

/** A card's cover image, or a placeholder that says there is none (also when the image fails to load). */
export function CardCover({
  src,
  alt,
  sizes,
  missingLabel,
}: {
  src: string | null
  alt: string
  sizes: string
  missingLabel: string
}) {
  const placeholder = (
    <div className="flex h-full flex-col items-center justify-center gap-1 bg-gradient-to-br from-brand-50 to-ink-100 text-ink-600">
      <ImageOff className="size-8" aria-hidden />
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
