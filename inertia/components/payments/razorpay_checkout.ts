import { router } from '@inertiajs/react'
import { toast } from '~/components/ui/toast'
import type { Translate } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { RazorpayOrder } from '~/components/payments/use_razorpay_checkout'

type RazorpayResponse = {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}
type RazorpayInstance = {
  open(): void
  on(event: 'payment.failed', handler: (answer: { error?: { description?: string } }) => void): void
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

/** Loads Razorpay Checkout once; resolves false when it cannot be loaded (offline, blocked). */
function loadScript(): Promise<boolean> {
  if ((window as { Razorpay?: unknown }).Razorpay) return Promise.resolve(true)
  return new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = SCRIPT
    script.async = true
    script.onload = () => resolve(!!(window as { Razorpay?: unknown }).Razorpay)
    script.onerror = () => resolve(false)
    document.head.appendChild(script)
  })
}

/**
 * Opens Razorpay Checkout in the page (001 §4): its handler posts the signed
 * answer to the server, which verifies it; dismissing it ends the processing
 * state. Messages are those of 001 §8. Fetched with the first checkout
 * (use_razorpay_checkout.ts), not with the pages that offer one.
 */
export async function openRazorpayCheckout(
  order: RazorpayOrder,
  user: { name: string; email: string; phone: string },
  t: Translate,
  onDone: () => void
) {
  if (!(await loadScript())) {
    toast.error(t('credits.messages.system_unavailable'))
    return onDone()
  }
  const Razorpay = (window as unknown as { Razorpay: RazorpayConstructor }).Razorpay
  const checkout = new Razorpay({
    key: order.key_id,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    name: 'DreamHomes',
    prefill: { name: user.name, email: user.email, contact: user.phone },
    handler: (answer: RazorpayResponse) =>
      router.post(
        urlFor('credits.verify_razorpay'),
        { transaction_id: order.transaction_id, ...answer },
        { onFinish: onDone }
      ),
    modal: { ondismiss: onDone },
  })
  checkout.on('payment.failed', (answer) => {
    toast.error(
      t('credits.messages.payment_failed', { description: answer.error?.description ?? '' })
    )
  })
  checkout.open()
}
