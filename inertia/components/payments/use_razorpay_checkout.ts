import { useCallback } from 'react'
import { toast } from '~/components/ui/toast'
import type { Translate } from '~/lib/i18n'

/** A Razorpay order flashed by the server after Buy Now / Reserve. */
export type RazorpayOrder = { key_id: string; order_id: string; transaction_id: number; amount: number; currency: string }

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
