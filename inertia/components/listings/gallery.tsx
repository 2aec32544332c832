import { ChevronLeft, ChevronRight, Expand, ImageOff } from 'lucide-react'
import { useState } from 'react'
import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'
import { ListingImage } from './listing_image'

/** How wide the gallery's photo is shown (its `sizes`; the detail page preloads with it too). */
export const GALLERY_SIZES = '(min-width: 1024px) 800px, 100vw'

/** Image carousel with previous/next and a counter, and a full-screen gallery (000 §2). */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [fullscreen, setFullscreen] = useState(false)
  const total = images.length

  if (total === 0) {
    return (
      <div className="flex aspect-[16/9] flex-col items-center justify-center gap-2 rounded-card bg-gradient-to-br from-brand-50 to-ink-100 text-ink-500">
        <ImageOff className="size-10" aria-hidden />
        <p className="text-sm">{t('listings.no_photos')}</p>
      </div>
    )
  }

  const go = (step: number) => setIndex((current) => (current + step + total) % total)
  const image = (i: number, className: string) => (
    <ListingImage
      key={images[i]}
      src={images[i]}
      alt={`${title} (${i + 1}/${total})`}
      sizes={GALLERY_SIZES}
      className={className}
      priority={i === 0}
      fallback={
        <div className={`${className} flex items-center justify-center bg-ink-100 text-ink-600`}>
          <ImageOff className="size-10" aria-hidden />
        </div>
      }
    />
  )

  const controls = (
    <>
      {total > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('listings.previous_image')}
            className="absolute left-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow hover:bg-white"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('listings.next_image')}
            className="absolute right-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow hover:bg-white"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </>
      )}
      <span
        className="absolute bottom-3 left-3 rounded-pill bg-ink-950/70 px-2.5 py-1 text-xs font-medium text-white"
        data-testid="image-counter"
      >
        {t('listings.image_counter', { current: index + 1, total })}
      </span>
    </>
  )

  return (
    <>
      <div className="relative overflow-hidden rounded-card bg-ink-100">
        {image(index, 'aspect-[16/9] w-full object-cover')}
        {controls}
        <button
          type="button"
          onClick={() => setFullscreen(true)}
          className="absolute bottom-3 right-3 flex items-center gap-1.5 rounded-pill bg-white/90 px-3 py-1.5 text-xs font-semibold text-ink-900 shadow hover:bg-white"
        >
          <Expand className="size-3.5" aria-hidden />
          {t('listings.view_gallery')}
        </button>
      </div>
      <Dialog
        open={fullscreen}
        onClose={() => setFullscreen(false)}
        title={title}
        size="lg"
        closeLabel={t('listings.close')}
      >
        <div className="relative">
          {image(index, 'max-h-[75vh] w-full rounded-control object-contain')}
          {controls}
        </div>
      </Dialog>
    </>
  )
}
