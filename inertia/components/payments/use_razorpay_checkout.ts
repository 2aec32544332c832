import { router, usePage } from '@inertiajs/react'
import { useCallback, useEffect, useEffectEvent } from 'react'
import { toast } from '~/components/ui/toast'
import type { Translate } from '~/lib/i18n'
import type { Data } from '~generated/data'

/** A Razorpay order flashed by the server after Buy Now / Reserve (the `checkout` flash). */
export type RazorpayOrder = NonNullable<Data.FlashMessages['checkout']>

/**
 * Hands the Razorpay order the server flashes after Buy Now / Reserve to
 * `open`: the one this page arrived with, and any a later visit brings.
 */
export function useFlashedCheckout(open: (order: RazorpayOrder) => void) {
  const { flash } = usePage()
  const take = useEffectEvent((flashed: Data.FlashMessages) => {
    if (flashed.checkout) open(flashed.checkout)
  })
  const takeArrival = useEffectEvent(() => take(flash))
  useEffect(() => {
    takeArrival()
    return router.on('flash', (event) => take(event.detail.flash))
  }, [])
}

/**
 * Opens Razorpay Checkout in the page (razorpay_checkout.ts). Its code, like
 * Razorpay's own script, is fetched when a checkout starts: the listing and
 * credits pages do not load it for visitors who never pay.
 */
export function useRazorpayCheckout(t: Translate, onDone: () => void) {
  return useCallback(
    async (order: RazorpayOrder, user: { name: string; email: string; phone: string }) => {
      let checkout: typeof import('~/components/payments/razorpay_checkout')
      try {
        checkout = await import('~/components/payments/razorpay_checkout')
      } catch {
        toast.error(t('credits.messages.system_unavailable'))
        return onDone()
      }
      return checkout.openRazorpayCheckout(order, user, t, onDone)
    },
    [t, onDone]
  )
}
