import { router } from '@inertiajs/react'
import { useEffect, useEffectEvent } from 'react'
import { toast } from '~/components/ui/toast'
import type { Data } from '~generated/data'

type Flash = Pick<Data.FlashMessages, 'success' | 'error'>

function show(flash?: Flash) {
  if (flash?.success) toast.success(flash.success)
  if (flash?.error) toast.error(flash.error)
}

/** Shows the server's one-shot flash messages ('Login successful!') as toasts. */
export function FlashToasts({ initial }: { initial?: Flash }) {
  // The flash the page arrived with, once: later props are the same flash, not a new one.
  const showInitial = useEffectEvent(() => show(initial))
  useEffect(() => {
    showInitial()
    return router.on('flash', (event) => show(event.detail.flash))
  }, [])
  return null
}
