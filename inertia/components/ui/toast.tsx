import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { lazyWithPreload } from '~/lib/lazy'

type Kind = 'success' | 'error'
type Pending = { kind: Kind; message: string }

const ToasterImpl = lazyWithPreload(() => import('~/components/ui/toaster'))

/** Toasts asked for before the toaster is on screen; shown once it is. */
let pending: Pending[] = []
let show: ((toast: Pending) => void) | null = null
/** Whether a toast was asked for: the toaster mounts from then on. */
let wanted = false
const wantedListeners = new Set<() => void>()

function request(toast: Pending) {
  if (show) return show(toast)
  pending.push(toast)
  if (wanted) return
  wanted = true
  wantedListeners.forEach((listener) => listener())
}

function subscribeToWanted(listener: () => void) {
  wantedListeners.add(listener)
  return () => {
    wantedListeners.delete(listener)
  }
}

/**
 * `toast.success('Saved')` / `toast.error('...')` from anywhere. Sonner and the
 * toaster load with the first toast, not with the page. One error text shows
 * once: a page that toasts its form error and the server's flashed toast
 * ('Too many attempts...') often carry the same text.
 */
export const toast = {
  success: (message: string) => request({ kind: 'success', message }),
  error: (message: string) => request({ kind: 'error', message }),
}

/** Mount once in the app layout; it renders nothing until the first toast. */
export function ToastHost() {
  // Not on the server, nor while hydrating: the page's HTML has no toaster.
  const on = useSyncExternalStore(
    subscribeToWanted,
    () => wanted,
    () => false
  )
  if (!on) return null
  return (
    <Suspense fallback={null}>
      <ToasterImpl />
      <Flush />
    </Suspense>
  )
}

/** Rendered with the toaster (same chunk loaded): hands over what waited, then toasts directly. */
function Flush() {
  useEffect(() => {
    let cancelled = false
    import('~/components/ui/toaster').then(({ sonnerToast }) => {
      if (cancelled) return
      show = ({ kind, message }) =>
        kind === 'error'
          ? sonnerToast.error(message, { id: `error:${message}` })
          : sonnerToast.success(message)
      const waiting = pending
      pending = []
      waiting.forEach(show)
    })
    return () => {
      cancelled = true
      show = null
    }
  }, [])
  return null
}
