import { ChevronLeft, ChevronRight, ImageOff, ImagePlus, Link2, Star, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { FieldMessages, Input, fieldLabelClasses } from '~/components/ui/input'
import { toast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'
import { checkImageUrl, cleanList, IMAGES_MAX } from '#rules/listing_rules'
import { imageSrcSet } from '#rules/image_urls'
import { urlFor } from '~/lib/routes'
import { postForm } from '~/lib/same_origin_fetch'

const MAX_MB = 8

/** Sends one photo to POST /uploads/images; resolves to its address or throws the server's detail. */
async function upload(file: File, fallback: string): Promise<string> {
  const body = new FormData()
  body.append('image', file)
  const response = await postForm(urlFor('uploads.image'), body)
  const json = await response.json().catch(() => ({}))
  if (!response.ok || typeof json.url !== 'string') throw new Error(json.detail ?? fallback)
  return json.url
}

/** Moves the photo at `from` to `to` (the cover is the first). */
const moved = (list: string[], from: number, to: number) => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

const thumbButton =
  'grid size-8 place-items-center rounded-full bg-white/95 text-ink-800 shadow hover:bg-white'

function Thumb({
  url,
  index,
  count,
  onRemove,
  onMove,
}: {
  url: string
  index: number
  count: number
  onRemove: () => void
  onMove: (to: number) => void
}) {
  const t = useT()
  const [broken, setBroken] = useState(false)
  return (
    <li className="relative aspect-[4/3] overflow-hidden rounded-control border border-ink-200 bg-ink-50">
      {broken ? (
        <div
          className="flex h-full items-center justify-center text-ink-500"
          data-testid="image-placeholder"
        >
          <ImageOff className="size-7" aria-hidden />
        </div>
      ) : (
        <img
          src={url}
          srcSet={imageSrcSet(url)}
          sizes="200px"
          alt=""
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      )}
      {index === 0 && (
        <span className="absolute start-1.5 top-1.5 rounded-pill bg-ink-900/80 px-2 py-0.5 text-xs font-medium text-white">
          {t('posting.image_cover')}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        className={`absolute end-1.5 top-1.5 ${thumbButton}`}
        aria-label={t('posting.image_remove', { n: index + 1 })}
      >
        <X className="size-4" aria-hidden />
      </button>
      {count > 1 && (
        <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between gap-1">
          <button
            type="button"
            className={thumbButton}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('posting.image_earlier', { n: index + 1 })}
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
          </button>
          {index > 0 && (
            <button
              type="button"
              className={thumbButton}
              onClick={() => onMove(0)}
              aria-label={t('posting.image_make_cover', { n: index + 1 })}
            >
              <Star className="size-4" aria-hidden />
            </button>
          )}
          <button
            type="button"
            className={thumbButton}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('posting.image_later', { n: index + 1 })}
          >
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          </button>
        </div>
      )}
    </li>
  )
}

/**
 * Photos of a listing or a venture: uploaded files (sent one by one as they are
 * picked, resized and re-encoded by the server) and pasted addresses, added with
 * Enter or Add; moved earlier or later, made the cover (the first) or removed.
 * A photo that fails to load shows the placeholder.
 */
export function ImageUploader({
  images,
  imageHosts,
  onChange,
  error,
  max = IMAGES_MAX,
  label,
  testId = 'image',
}: {
  images: string[]
  /** Hosts whose https addresses may be pasted (server configuration). */
  imageHosts: readonly string[]
  onChange: (images: string[]) => void
  error?: string | null
  /** How many the server takes (listings: IMAGES_MAX). */
  max?: number
  /** The heading, when not the listing's "Photos". */
  label?: string
  /** Prefix of the test ids, when a form has two uploaders. */
  testId?: string
}) {
  const t = useT()
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  // The list as the last finished upload or paste left it (uploads finish after the render that started them).
  const latest = useRef(images)
  useEffect(() => {
    latest.current = images
  }, [images])
  const [uploading, setUploading] = useState(0)
  const [url, setUrl] = useState('')
  const [urlError, setUrlError] = useState<string | null>(null)

  const addUrl = () => {
    const value = url.trim()
    if (!value) return
    const failure = checkImageUrl(value, imageHosts)
    if (failure) return setUrlError(t(`posting.validation.messages.${failure.key}`))
    setUrlError(null)
    onChange(cleanList([...images, value]).slice(0, max))
    setUrl('')
  }

  const pick = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, Math.max(0, max - images.length))
    if (fileInput.current) fileInput.current.value = ''
    setUploading((n) => n + chosen.length)
    for (const file of chosen) {
      try {
        const address = await upload(file, t('posting.images.failed'))
        latest.current = cleanList([...latest.current, address]).slice(0, max)
        onChange(latest.current)
      } catch (failure) {
        toast.error((failure as Error).message)
      } finally {
        setUploading((n) => n - 1)
      }
    }
  }

  return (
    <div>
      <p className={fieldLabelClasses}>{label ?? t('posting.images_label')}</p>
      <p className="mb-3 text-sm text-ink-600">{t('posting.images_hint', { mb: MAX_MB, max })}</p>
      <input
        ref={fileInput}
        id={`${id}-files`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        className="sr-only"
        data-testid={`${testId}-files`}
        onChange={(event) => pick(event.target.files)}
      />
      <Button
        type="button"
        variant="outline"
        loading={uploading > 0}
        disabled={images.length >= max}
        onClick={() => fileInput.current?.click()}
        iconLeft={<ImagePlus className="size-4" aria-hidden />}
      >
        {uploading > 0 ? t('posting.images.uploading') : t('posting.images_upload')}
      </Button>
      <div className="mt-3 flex gap-2">
        <div className="relative flex-1">
          <Link2
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
            aria-hidden
          />
          <Input
            name="image_url"
            type="url"
            value={url}
            className="ps-9"
            invalid={Boolean(urlError)}
            aria-label={t('posting.images_url_placeholder')}
            placeholder={t('posting.images_url_placeholder')}
            onChange={(event) => {
              setUrl(event.target.value)
              setUrlError(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                addUrl()
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={addUrl}>
          {t('posting.add')}
        </Button>
      </div>
      <FieldMessages error={urlError ?? error} errorId={`${id}-error`} hintId={`${id}-hint`} />
      {images.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid={`${testId}-list`}>
          {images.map((image, index) => (
            <Thumb
              key={image}
              url={image}
              index={index}
              count={images.length}
              onRemove={() => onChange(images.filter((i) => i !== image))}
              onMove={(to) => onChange(moved(images, index, to))}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
