import { router, usePage } from '@inertiajs/react'
import { useCallback, useEffect, useState } from 'react'
import { CalendarCheck } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { formatRupeesShort } from '~/shared/money'
import { useRazorpayCheckout, type RazorpayOrder } from '~/components/payments/use_razorpay_checkout'
import type { Data } from '~generated/data'

type Bookable = { id: number; status: string; booking_amount: number | null; owner_id: number }

/** Reserve a unit by paying the owner's booking amount (Stripe/demo redirect, Razorpay in the page). */
export function ReserveCard({ property }: { property: Bookable }) {
  const t = useT()
  const page = usePage<Data.SharedProps>()
  const user = page.props.user
  const auth = useAuthDialog()
  const [busy, setBusy] = useState(false)
  const done = useCallback(() => setBusy(false), [])
  const openRazorpay = useRazorpayCheckout(t, done)

  useEffect(() => {
    const open = (flash?: { checkout?: RazorpayOrder }) => {
      if (!flash?.checkout || !user) return
      setBusy(true)
      void openRazorpay(flash.checkout, user)
    }
    open((page as { flash?: { checkout?: RazorpayOrder } }).flash)
    return router.on('flash', (event) => open(event.detail.flash as never))
  }, [])

  if (!property.booking_amount || (user && user.id === property.owner_id)) return null
  if (property.status === 'reserved') {
    return <Card className="text-sm font-medium text-ink-700">{t('credits.booking.reserved')}</Card>
  }
  if (property.status !== 'available') return null

  const reserve = () => {
    if (!user) return auth.open('login')
    setBusy(true)
    router.post(`/properties/${property.id}/book`, {}, { preserveScroll: true, onFinish: (visit) => (visit.cancelled || visit.interrupted) && done() })
  }
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <CalendarCheck className="size-5 text-brand-600" aria-hidden /> {t('credits.booking.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('credits.booking.body', { amount: formatRupeesShort(property.booking_amount) })}</p>
      <Button className="mt-4" fullWidth loading={busy} onClick={reserve}>
        {busy ? t('credits.processing') : t('credits.booking.reserve')}
      </Button>
    </Card>
  )
}
