import { useEffect, useRef, useState, type ReactNode } from 'react'
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
