import { Suspense, useEffect, useState } from 'react'
import { lazyWithPreload } from '~/lib/lazy'

type Kind = 'success' | 'error'
type Pending = { kind: Kind; message: string }

const ToasterImpl = lazyWithPreload(() => import('~/components/ui/toaster'))

/** Toasts asked for before the toaster is on screen; shown once it is. */
let pending: Pending[] = []
let mountToaster: (() => void) | null = null
let show: ((toast: Pending) => void) | null = null

function request(toast: Pending) {
  if (show) return show(toast)
  pending.push(toast)
  mountToaster?.()
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
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    mountToaster = () => setWanted(true)
    if (pending.length) setWanted(true)
    return () => {
      mountToaster = null
    }
  }, [])
  if (!wanted) return null
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
