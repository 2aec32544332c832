import { router } from '@inertiajs/react'
import { useEffect } from 'react'
import { toast } from '~/components/ui/toast'
import type { Data } from '~generated/data'

type Flash = Pick<Data.FlashMessages, 'success' | 'error'>

/** Shows the server's one-shot flash messages ('Login successful!') as toasts. */
export function FlashToasts({ initial }: { initial?: Flash }) {
  useEffect(() => {
    const show = (flash?: Flash) => {
      if (flash?.success) toast.success(flash.success)
      if (flash?.error) toast.error(flash.error)
    }
    show(initial)
    return router.on('flash', (event) => show(event.detail.flash))
  }, [])
  return null
}
