import { router } from '@inertiajs/react'
import { Heart, Share2 } from 'lucide-react'
import { useState } from 'react'
import { cn } from '~/components/ui/cn'
import { toast } from '~/components/ui/toast'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

const roundButton =
  'relative z-10 grid size-10 place-items-center rounded-full border bg-white shadow-sm transition hover:bg-ink-50'

/**
 * Save (favourite) a venture: signed in, POST/DELETE /ventures/:id/save;
 * signed out, the login dialog. `saved` is read when the button mounts (key
 * it by venture); from then on the button keeps its own state, because the
 * list's `saved` prop covers only the page of results it came with. The
 * request reloads only `saved`, never the appended list.
 */
export function VentureSaveButton({
  ventureId,
  saved,
  className,
}: {
  ventureId: number
  saved: boolean
  className?: string
}) {
  const t = useT()
  const { user } = useShared()
  const auth = useAuthDialog()
  const [active, setActive] = useState(saved)
  const [busy, setBusy] = useState(false)

  const label = !user
    ? t('venture_pages.save_login')
    : active
      ? t('venture_pages.unsave')
      : t('venture_pages.save')
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      disabled={busy}
      data-testid="venture-save"
      onClick={() => {
        if (!user) return auth.open('login')
        const next = !active
        const options = {
          preserveScroll: true,
          preserveState: true,
          only: ['saved'],
          onStart: () => setBusy(true),
          onFinish: () => setBusy(false),
          onSuccess: () => {
            setActive(next)
            toast.success(t(next ? 'venture_pages.saved_toast' : 'venture_pages.unsaved_toast'))
          },
        }
        if (next) router.post(urlFor('ventures.save', { id: ventureId }), {}, options)
        else router.delete(urlFor('ventures.unsave', { id: ventureId }), options)
      }}
      className={cn(
        roundButton,
        active ? 'border-danger-600 text-danger-600' : 'border-ink-200 text-ink-700',
        className
      )}
    >
      <Heart className={cn('size-5', active && 'fill-current')} aria-hidden />
    </button>
  )
}

/** Native share where the device has it, else copy the link: 'Link copied to clipboard!' (000 §2, §8). */
export async function shareLink(url: string, title: string, copied: string) {
  if (navigator.share) {
    try {
      await navigator.share({ title, url })
    } catch {
      // Closing the share sheet is not an error worth telling anyone about.
    }
    return
  }
  try {
    await navigator.clipboard.writeText(url)
    toast.success(copied)
  } catch {
    // 000 §8: share failures are logged only.
    console.warn('Could not copy the link')
  }
}

export function VentureShareButton({
  ventureId,
  name,
  className,
}: {
  ventureId: number
  name: string
  className?: string
}) {
  const t = useT()
  return (
    <button
      type="button"
      aria-label={t('venture_pages.share')}
      title={t('venture_pages.share')}
      data-testid="venture-share"
      onClick={() =>
        shareLink(
          `${window.location.origin}/ventures/${ventureId}`,
          name,
          t('venture_pages.link_copied')
        )
      }
      className={cn(roundButton, 'border-ink-200 text-ink-700', className)}
    >
      <Share2 className="size-5" aria-hidden />
    </button>
  )
}
